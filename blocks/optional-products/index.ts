import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';

registerModuleBlock( metadata );
