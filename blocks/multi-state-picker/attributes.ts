import {
	moduleAttributesParser,
	configuredProducts,
	number,
	text,
	textList,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const multiStatePickerAttributes = moduleAttributesParser( metadata, {
	label: text,
	jurisdictions: textList,
	maxStates: number,
	products: configuredProducts,
} );

export type MultiStatePickerAttributes = ReturnType<
	typeof multiStatePickerAttributes
>;
