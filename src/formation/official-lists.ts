import { LIST_LIMITS } from '../validation/field-rules';
import {
	formationKindOf,
	MANAGER_MANAGED,
	type FormationKind,
} from './formation-kind';

export const DETAILS = 'formationDetails';

/** The lists of people a formation files, under formationDetails. */
export type OfficialListKey = 'members' | 'managers' | 'officers' | 'directors';

/** Form-data path of a list, e.g. formationDetails.members. */
export type OfficialListPath = `${ typeof DETAILS }.${ OfficialListKey }`;

export interface OfficialList {
	key: OfficialListKey;
	path: OfficialListPath;
	/** The role each entry files as: member, manager, officer, director. */
	role: 'member' | 'manager' | 'officer' | 'director';
	/** Entries the list never goes below: the last ones cannot be removed. */
	min: number;
}

const list = (
	key: OfficialListKey,
	role: OfficialList[ 'role' ],
	min: number
): OfficialList => ( { key, path: `${ DETAILS }.${ key }`, role, min } );

/** The answers that decide which lists a formation shows. */
export interface ListAnswers {
	managementType?: unknown;
	listOfficers?: unknown;
	allOfficersAreDirectors?: unknown;
}

/**
 * The lists shown for an entity's sub-form, with their minimums: an LLC lists at least one member and, when
 * manager managed, its managers (turning manager managed on adds the first one); a corporation lists other
 * officers when the visitor says so (none required) and directors unless all officers are directors (then
 * none, otherwise at least one); a nonprofit lists at least three directors.
 */
export function officialListsOf(
	kind: FormationKind,
	answers: ListAnswers
): OfficialList[] {
	if ( kind === 'llc' ) {
		return [
			list( 'members', 'member', LIST_LIMITS.members.min ),
			...( answers.managementType === MANAGER_MANAGED
				? [ list( 'managers', 'manager', 1 ) ]
				: [] ),
		];
	}
	if ( kind === 'corporation' ) {
		return [
			...( answers.listOfficers === true
				? [ list( 'officers', 'officer', LIST_LIMITS.officers.min ) ]
				: [] ),
			...( answers.allOfficersAreDirectors === false
				? [ list( 'directors', 'director', LIST_LIMITS.directors.min ) ]
				: [] ),
		];
	}
	return [
		list( 'directors', 'director', LIST_LIMITS.nonprofitDirectors.min ),
	];
}

/** The lists of the entity type chosen in the form data. */
export const officialListsFor = (
	entityType: string | null | undefined,
	details: ListAnswers
): OfficialList[] => officialListsOf( formationKindOf( entityType ), details );

/** A new list entry: blank names, filled by the visitor. */
export const blankOfficial = () => ( { firstName: '', lastName: '' } );
