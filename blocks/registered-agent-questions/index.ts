import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';
import { RegisteredAgentQuestionsInspector } from './inspector';
import definition from './module';

registerModuleBlock( metadata, definition, RegisteredAgentQuestionsInspector );
