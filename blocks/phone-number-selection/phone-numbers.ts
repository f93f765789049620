/** A 10-digit US number (with or without +1) as (###) ###-####; anything else as given. */
export function displayPhoneNumber( number: string ): string {
	const digits = number.replace( /\D/g, '' ).replace( /^1(?=\d{10}$)/, '' );
	return digits.length === 10
		? `(${ digits.slice( 0, 3 ) }) ${ digits.slice( 3, 6 ) }-${ digits.slice(
				6
			) }`
		: number;
}

/** "Area code (3 digits)": what may be looked up. */
export const isAreaCode = ( value: string ): boolean => /^\d{3}$/.test( value );
