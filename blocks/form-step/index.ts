import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { FormStepEdit } from './edit';
import { FormStepSave } from './save';

registerBlockType( metadata.name, {
	...metadata,
	edit: FormStepEdit,
	save: FormStepSave,
} as unknown as BlockConfiguration );
