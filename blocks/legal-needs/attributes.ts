import { moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const legalNeedsAttributes = moduleAttributesParser( metadata, {} );

export type LegalNeedsAttributes = ReturnType< typeof legalNeedsAttributes >;
