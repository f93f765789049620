import {
	configuredProducts,
	moduleAttributesParser,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const phoneNumberSelectionAttributes = moduleAttributesParser(
	metadata,
	{ products: configuredProducts }
);

export type PhoneNumberSelectionAttributes = ReturnType<
	typeof phoneNumberSelectionAttributes
>;
