import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';
import { LeaveANoteInspector } from './inspector';
import definition from './module';

registerModuleBlock( metadata, definition, LeaveANoteInspector );
