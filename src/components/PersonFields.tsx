import { formatPhone } from '../form-data/phone-format';
import {
	PERSON_CONTACT_FIELDS,
	type PersonContactAsks,
} from '../modules/person-contact-fields';
import type { FieldRule } from '../validation/validate';
import { TextField } from './TextField';
import {
	EMAIL_MAX_CHARS,
	NAME_MAX_CHARS,
	PHONE_MAX_CHARS,
} from '../validation/field-rules';

/**
 * The fields that say who someone is, as every form asks them: the same input type, the browser's autofill
 * name and length limit wherever they appear (contact, account, client profile, job application, message).
 */
export function FirstNameField( { field }: { field: FieldRule } ) {
	return (
		<TextField
			field={ field }
			autoComplete="given-name"
			maxLength={ NAME_MAX_CHARS }
		/>
	);
}

export function LastNameField( { field }: { field: FieldRule } ) {
	return (
		<TextField
			field={ field }
			autoComplete="family-name"
			maxLength={ NAME_MAX_CHARS }
		/>
	);
}

/** An email address: 254 characters is the longest an address can be. */
export function EmailField( { field }: { field: FieldRule } ) {
	return (
		<TextField
			field={ field }
			type="email"
			autoComplete="email"
			inputMode="email"
			maxLength={ EMAIL_MAX_CHARS }
		/>
	);
}

export function PhoneField( { field }: { field: FieldRule } ) {
	return (
		<TextField
			field={ field }
			type="tel"
			autoComplete="tel"
			inputMode="tel"
			maxLength={ PHONE_MAX_CHARS }
			formatOnBlur={ formatPhone }
		/>
	);
}

/**
 * A person and how to reach them, in the order every form shows them: first and last name, then the email and the
 * phone where the form asks them (the same fields personContactFields checks).
 */
export function PersonContactFields( {
	email = true,
	phone = true,
}: PersonContactAsks ): React.ReactElement {
	return (
		<>
			<FirstNameField field={ PERSON_CONTACT_FIELDS.firstName() } />
			<LastNameField field={ PERSON_CONTACT_FIELDS.lastName() } />
			{ email && <EmailField field={ PERSON_CONTACT_FIELDS.email() } /> }
			{ phone && <PhoneField field={ PERSON_CONTACT_FIELDS.phone() } /> }
		</>
	);
}
