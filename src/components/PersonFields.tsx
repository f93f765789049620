import { formatPhone } from '../form-data/phone-format';
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
