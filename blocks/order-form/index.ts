import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';
import { OrderFormEdit } from './edit';
import { OrderFormSave } from './save';
import { drawFirstViewsAfterSaves } from '../../src/editor/draw-first-views';
import { formTypeAttributeOfBlock } from '../../src/submission/form-types';
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
	// The form types' choices and default come from their descriptors (src/form-types/), as the build writes
	// them into the built block.json that PHP registers.
	attributes: {
		...metadata.attributes,
		formType: formTypeAttributeOfBlock(),
	},
	edit: OrderFormEdit,
	save: OrderFormSave,
	// A form inserted now asks the visitor to check their answers before paying. The attribute's own
	// default stays off so that forms saved before the review existed do not change under their visitors.
	variations: [
		{
			name: 'order-form',
			title: __( 'Order Form', 'formation-orders' ),
			description: __(
				'A business-services order form made of steps. Visitors choose products, pay by card and land on their account.',
				'formation-orders'
			),
			isDefault: true,
			scope: [ 'inserter' ],
			attributes: { checkAnswers: true },
		},
	],
} as unknown as BlockConfiguration );

drawFirstViewsAfterSaves();
