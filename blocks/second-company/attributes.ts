import {
	configuredProducts,
	moduleAttributesParser,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const secondCompanyAttributes = moduleAttributesParser( metadata, {
	label: text,
	products: configuredProducts,
} );

export type SecondCompanyAttributes = ReturnType<
	typeof secondCompanyAttributes
>;
