import { __, sprintf } from '@wordpress/i18n';

import type { CorporateOfficer } from '../../src/formation/formation-kind';
import type { OfficialList } from '../../src/formation/official-lists';

/** The role of a list's entries as a visitor reads it. */
export const roleLabel = ( role: OfficialList[ 'role' ] ): string =>
	( {
		member: __( 'Member', 'formation-orders' ),
		manager: __( 'Manager', 'formation-orders' ),
		officer: __( 'Officer', 'formation-orders' ),
		director: __( 'Director', 'formation-orders' ),
	} )[ role ];

/** The heading of a whole list. */
export const listLabel = ( role: OfficialList[ 'role' ] ): string =>
	( {
		member: __( 'Members', 'formation-orders' ),
		manager: __( 'Managers', 'formation-orders' ),
		officer: __( 'Other officers', 'formation-orders' ),
		director: __( 'Directors', 'formation-orders' ),
	} )[ role ];

/**
 * One entry of a list by its number, "Member 2": every label of the entry starts with it, so a screen reader
 * (and the error summary) says which row a field belongs to.
 */
export const rowLabel = (
	role: OfficialList[ 'role' ],
	index: number
): string =>
	sprintf(
		/* translators: 1: role such as Member or Director, 2: row number starting at 1. */
		__( '%1$s %2$d', 'formation-orders' ),
		roleLabel( role ),
		index + 1
	);

export const officerLabel = ( officer: CorporateOfficer ): string =>
	( {
		president: __( 'President', 'formation-orders' ),
		secretary: __( 'Secretary', 'formation-orders' ),
		treasurer: __( 'Treasurer', 'formation-orders' ),
	} )[ officer ];

export const firstNameOf = ( who: string ): string =>
	sprintf(
		/* translators: %s: who the name is of, e.g. "Member 1" or "President". */
		__( '%s First Name', 'formation-orders' ),
		who
	);

export const lastNameOf = ( who: string ): string =>
	sprintf(
		/* translators: %s: who the name is of, e.g. "Member 1" or "President". */
		__( '%s Last Name', 'formation-orders' ),
		who
	);

/** An address field of one person: "President Street Address". */
export const addressPartOf = ( who: string, part: string ): string =>
	sprintf(
		/* translators: 1: who the address is of, e.g. "President", 2: the address field, e.g. "City". */
		__( '%1$s %2$s', 'formation-orders' ),
		who,
		part
	);
