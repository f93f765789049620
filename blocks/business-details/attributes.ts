import { moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const businessDetailsAttributes = moduleAttributesParser( metadata, {} );

export type BusinessDetailsAttributes = ReturnType<
	typeof businessDetailsAttributes
>;
