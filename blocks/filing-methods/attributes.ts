import {
	moduleAttributesParser,
	configuredProducts,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const filingMethodsAttributes = moduleAttributesParser( metadata, {
	products: configuredProducts,
	timeLabel: text,
} );

export type FilingMethodsAttributes = ReturnType<
	typeof filingMethodsAttributes
>;
