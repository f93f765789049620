import { moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const nameYourOwnPriceAttributes = moduleAttributesParser(
	metadata,
	{}
);

export type NameYourOwnPriceAttributes = ReturnType<
	typeof nameYourOwnPriceAttributes
>;
