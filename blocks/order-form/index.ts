import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { OrderFormEdit } from './edit';
import { OrderFormSave } from './save';
import './style.scss';
import './editor.scss';

// Every other block folder's editor registration (blocks/<name>/index.ts) shares this bundle (their
// block.json names its handle): adding a block folder is all it takes for the editor to know the block.
const blockRegistrations = require.context(
	'..',
	true,
	/^\.\/(?!order-form\/)[a-z0-9-]+\/index\.ts$/
);
blockRegistrations.keys().forEach( ( key ) => blockRegistrations( key ) );

registerBlockType( metadata.name, {
	...metadata,
	edit: OrderFormEdit,
	save: OrderFormSave,
} as unknown as BlockConfiguration );
