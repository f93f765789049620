import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** The client (a person or a company) and who to reach about it. */
export const clientInformationFields = (): FieldRule[] => [
	{
		path: 'clientInformation.name',
		label: __( 'Client Name', 'formation-orders' ),
		rules: FIELD_RULES.companyName,
	},
	{
		path: 'contactInformation.firstName',
		label: __( 'First Name', 'formation-orders' ),
		rules: FIELD_RULES.personName,
	},
	{
		path: 'contactInformation.lastName',
		label: __( 'Last Name', 'formation-orders' ),
		rules: FIELD_RULES.personName,
	},
	{
		path: 'contactInformation.email',
		label: __( 'Email', 'formation-orders' ),
		rules: FIELD_RULES.email,
	},
	{
		path: 'contactInformation.phone',
		label: __( 'Phone', 'formation-orders' ),
		rules: FIELD_RULES.phone,
	},
];
