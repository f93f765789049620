import type { AttributeReader } from '../../src/modules/attributes';
import { moduleAttributesParser, text } from '../../src/modules/attributes';
import metadata from './block.json';
import { jobGroupsOf, type JobGroup } from './jobs';

const jobGroups: AttributeReader< JobGroup[] > = ( value ) =>
	Array.isArray( value ) ? jobGroupsOf( value ) : undefined;

/** The block's attributes, read once from block.json's names and defaults. */
export const jobPositionAttributes = moduleAttributesParser( metadata, {
	jobs: jobGroups,
	preselectedJob: text,
} );

export type JobPositionAttributes = ReturnType< typeof jobPositionAttributes >;
