import { registerModuleBlock } from '../../src/editor/register-module-block';
import metadata from './block.json';
import { JobApplicantInspector } from './inspector';
import definition from './module';

registerModuleBlock( metadata, definition, JobApplicantInspector );
