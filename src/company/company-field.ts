import type { PathUnder } from '../form-data/typed-paths';
import type { FieldRule } from '../validation/validate';

/** A field of the company's information (`companyInformation.<key>`), as the modules that ask about it declare it. */
export const companyField = (
	key: PathUnder< 'companyInformation' >,
	label: string,
	rules: string
): FieldRule => ( {
	path: `companyInformation.${ key }`,
	label,
	rules,
} );
