import { readAt, type FormDataPath } from './typed-paths';

/**
 * How the request builders read the visitor's answers: a text as typed without the spaces around it, a choice's
 * key, a yes/no, the password, the contact person's name. An answer of another shape reads as empty, so a builder never sends an object where the API
 * expects text.
 */

/** A text answer without the spaces around it; anything else is empty. */
export const text = ( values: object, path: FormDataPath ): string => {
	const value: unknown = readAt( values, path );
	return typeof value === 'string' ? value.trim() : '';
};

/**
 * A choice kept as {key, value} or a plain string: its key.
 */
export const choiceKey = ( values: object, path: FormDataPath ): string => {
	const value: unknown = readAt( values, path );
	if ( value !== null && typeof value === 'object' ) {
		const key = 'key' in value ? value.key : undefined;
		return typeof key === 'string' ? key : '';
	}
	return typeof value === 'string' ? value.trim() : '';
};

/**
 * A yes/no answer as the form keeps it: true, or a choice whose key is "yes".
 */
export const isYes = ( value: unknown ): boolean =>
	value === true ||
	( value !== null &&
		typeof value === 'object' &&
		'key' in value &&
		value.key === 'yes' );

/** The account's password as typed: a leading or trailing space is part of it. */
export const password = ( values: object ): string =>
	String( readAt( values, 'accountInformation.password' ) ?? '' );

/** The contact person's name, as the API's first_name and last_name. */
export const contactPerson = ( values: object ) => ( {
	first_name: text( values, 'contactInformation.firstName' ),
	last_name: text( values, 'contactInformation.lastName' ),
} );
