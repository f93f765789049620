import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../validation/field-rules';
import type { FieldRule } from '../validation/validate';

/**
 * Who someone is and how to reach them, as every form keeps them (under contactInformation) and checks them: the
 * contact of an order, the client of a profile, a job applicant, the writer of a message.
 */
export const PERSON_CONTACT_FIELDS = {
	firstName: (): FieldRule => ( {
		path: 'contactInformation.firstName',
		label: __( 'First Name', 'formation-orders' ),
		rules: FIELD_RULES.personName,
	} ),
	lastName: (): FieldRule => ( {
		path: 'contactInformation.lastName',
		label: __( 'Last Name', 'formation-orders' ),
		rules: FIELD_RULES.personName,
	} ),
	email: (): FieldRule => ( {
		path: 'contactInformation.email',
		label: __( 'Email', 'formation-orders' ),
		rules: FIELD_RULES.email,
	} ),
	phone: (): FieldRule => ( {
		path: 'contactInformation.phone',
		label: __( 'Phone', 'formation-orders' ),
		rules: FIELD_RULES.phone,
	} ),
};

/** Which of the ways to reach the person a form asks, beside the name. */
export interface PersonContactAsks {
	email?: boolean;
	phone?: boolean;
}

/** The first and last name, then the email and the phone where the form asks them, in the order they are shown. */
export const personContactFields = ( {
	email = true,
	phone = true,
}: PersonContactAsks = {} ): FieldRule[] => [
	PERSON_CONTACT_FIELDS.firstName(),
	PERSON_CONTACT_FIELDS.lastName(),
	...( email ? [ PERSON_CONTACT_FIELDS.email() ] : [] ),
	...( phone ? [ PERSON_CONTACT_FIELDS.phone() ] : [] ),
];
