import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';
import { CompanyInformationInspector } from './inspector';
import definition from './module';

registerModuleBlock( metadata, definition, CompanyInformationInspector );
