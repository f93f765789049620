import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** Who writes and what about; the message follows the text area default (required, at most 524288). */
export const contactMessageFields = (): FieldRule[] => [
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
		path: 'contactInformation.subject',
		label: __( 'Subject', 'formation-orders' ),
		rules: FIELD_RULES.line,
	},
	{
		path: 'contactMessage',
		label: __( 'Message', 'formation-orders' ),
		rules: FIELD_RULES.textArea(),
	},
];
