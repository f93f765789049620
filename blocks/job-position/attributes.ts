import type { AttributeReader } from '../../src/modules/attributes';
import { moduleAttributesParser, text } from '../../src/modules/attributes';
import metadata from './block.json';
import { jobGroupsOf, type JobGroup } from './jobs';

const jobGroups: AttributeReader< JobGroup[] > = ( value ) =>
	Array.isArray( value ) ? jobGroupsOf( value ) : undefined;

/** A question per department name; entries that are not text are left out. */
const departmentQuestions: AttributeReader< Record< string, string > > = (
	value
) =>
	value !== null && typeof value === 'object' && ! Array.isArray( value )
		? Object.fromEntries(
				Object.entries( value ).filter(
					( entry ): entry is [ string, string ] =>
						typeof entry[ 1 ] === 'string'
				)
			)
		: undefined;

/** The block's attributes, read once from block.json's names and defaults. */
export const jobPositionAttributes = moduleAttributesParser( metadata, {
	jobs: jobGroups,
	preselectedJob: text,
	departmentQuestions,
} );

export type JobPositionAttributes = ReturnType< typeof jobPositionAttributes >;
