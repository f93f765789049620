import { __ } from '@wordpress/i18n';

import { personContactFields } from '../../src/modules/person-contact-fields';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** The client: a person or a company, at least 2 characters, as a company name. */
export const clientNameField = (): FieldRule => ( {
	path: 'clientInformation.name',
	label: __( 'Client Name', 'formation-orders' ),
	rules: FIELD_RULES.companyName,
} );

/** The client (a person or a company) and who to reach about it. */
export const clientInformationFields = (): FieldRule[] => [
	clientNameField(),
	...personContactFields(),
];
