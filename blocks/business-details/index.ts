import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';
import definition from './module';

registerModuleBlock( metadata, definition );
