import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';
import { JobProjectsInspector } from './inspector';
import definition from './module';

registerModuleBlock( metadata, definition, JobProjectsInspector );
