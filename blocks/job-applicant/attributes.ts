import { flag, moduleAttributesParser } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const jobApplicantAttributes = moduleAttributesParser( metadata, {
	linksRequired: flag,
} );

export type JobApplicantAttributes = ReturnType<
	typeof jobApplicantAttributes
>;
