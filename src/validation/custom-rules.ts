/**
 * Our rules beyond validatorjs' own (form-screens.md §5.1). Plain predicates, no library inside.
 * @param value
 */
export function isEmail( value: unknown ): boolean {
	const email = String( value ?? '' ).trim();
	return (
		! email.includes( '&' ) && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test( email )
	);
}

/**
 * Optional plus, optional parenthesised 1-3 digit country code, then digits, spaces, dashes, dots, slashes.
 * @param value
 */
export function isPhoneNumber( value: unknown ): boolean {
	const phone = String( value ?? '' ).trim();
	return (
		/^\+?(\(\d{1,3}\))?[\d\s\-./]+$/.test( phone ) &&
		phone.replace( /\D/g, '' ).length >= 7
	);
}

export function passesLuhn( digits: string ): boolean {
	let sum = 0;
	for ( let index = 0; index < digits.length; index++ ) {
		let digit = Number( digits[ digits.length - 1 - index ] );
		if ( index % 2 === 1 ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

/**
 * Spaces, dashes and underscores stripped; at least 15 characters; Luhn check.
 * @param value
 */
export function isCreditCard( value: unknown ): boolean {
	const digits = String( value ?? '' ).replace( /[\s\-_]/g, '' );
	return (
		digits.length >= 15 && /^\d+$/.test( digits ) && passesLuhn( digits )
	);
}

export const hasCapitalLetter = ( value: unknown ) =>
	/[A-Z]/.test( String( value ?? '' ) );
export const hasNumber = ( value: unknown ) =>
	/\d/.test( String( value ?? '' ) );
export const hasSpecialCharacter = ( value: unknown ) =>
	/[^A-Za-z0-9\s]/.test( String( value ?? '' ) );

/**
 * Length in characters, whatever else the field holds (validatorjs' min/max compare numbers for numeric fields).
 * @param value
 * @param minimum
 */
export const isAtLeastLong = ( value: unknown, minimum: unknown ) =>
	String( value ?? '' ).length >= Number( minimum );
export const isAtMostLong = ( value: unknown, maximum: unknown ) =>
	String( value ?? '' ).length <= Number( maximum );
