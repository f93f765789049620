import { __ } from '@wordpress/i18n';

import { personContactFields } from '../../src/modules/person-contact-fields';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** The message's own fields: what it is about and what it says (the text area default: required, at most 524288). */
export const CONTACT_MESSAGE_FIELDS = {
	subject: (): FieldRule => ( {
		path: 'contactInformation.subject',
		label: __( 'Subject', 'formation-orders' ),
		rules: FIELD_RULES.line,
	} ),
	message: (): FieldRule => ( {
		path: 'contactMessage',
		label: __( 'Message', 'formation-orders' ),
		rules: FIELD_RULES.textArea(),
	} ),
};

/** Who writes (name and email, no phone) and what about. */
export const contactMessageFields = (): FieldRule[] => [
	...personContactFields( { phone: false } ),
	CONTACT_MESSAGE_FIELDS.subject(),
	CONTACT_MESSAGE_FIELDS.message(),
];
