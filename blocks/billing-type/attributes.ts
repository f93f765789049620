import {
	moduleAttributesParser,
	configuredProducts,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const billingTypeAttributes = moduleAttributesParser( metadata, {
	label: text,
	monthlyRefusedMessage: text,
	products: configuredProducts,
} );

export type BillingTypeAttributes = ReturnType< typeof billingTypeAttributes >;
