import { moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const clientInformationAttributes = moduleAttributesParser(
	metadata,
	{}
);

export type ClientInformationAttributes = ReturnType<
	typeof clientInformationAttributes
>;
