import {
	moduleAttributesParser,
	configuredProducts,
	number,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const mailForwardingAttributes = moduleAttributesParser( metadata, {
	label: text,
	recipientsMin: number,
	recipientsMax: number,
	products: configuredProducts,
} );

export type MailForwardingAttributes = ReturnType<
	typeof mailForwardingAttributes
>;
