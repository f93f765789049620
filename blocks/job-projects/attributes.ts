import { moduleAttributesParser, number } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const jobProjectsAttributes = moduleAttributesParser( metadata, {
	maxProjects: number,
} );

export type JobProjectsAttributes = ReturnType< typeof jobProjectsAttributes >;
