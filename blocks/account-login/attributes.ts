import { flag, moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const accountLoginAttributes = moduleAttributesParser( metadata, {
	askPassword: flag,
} );

export type AccountLoginAttributes = ReturnType<
	typeof accountLoginAttributes
>;
