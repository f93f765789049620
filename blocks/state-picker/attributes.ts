import {
	moduleAttributesParser,
	configuredProducts,
	text,
	textList,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const statePickerAttributes = moduleAttributesParser( metadata, {
	label: text,
	jurisdictions: textList,
	products: configuredProducts,
} );

export type StatePickerAttributes = ReturnType< typeof statePickerAttributes >;
