import { moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const formationDetailsAttributes = moduleAttributesParser(
	metadata,
	{}
);

export type FormationDetailsAttributes = ReturnType<
	typeof formationDetailsAttributes
>;
