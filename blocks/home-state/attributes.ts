import {
	moduleAttributesParser,
	text,
	textList,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const homeStateAttributes = moduleAttributesParser( metadata, {
	label: text,
	jurisdictions: textList,
} );

export type HomeStateAttributes = ReturnType< typeof homeStateAttributes >;
