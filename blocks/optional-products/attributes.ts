import {
	moduleAttributesParser,
	configuredProducts,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const optionalProductsAttributes = moduleAttributesParser( metadata, {
	title: text,
	products: configuredProducts,
} );

export type OptionalProductsAttributes = ReturnType<
	typeof optionalProductsAttributes
>;
