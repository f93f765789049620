/**
 * Card helpers: the 4-4-4-4 number mask (4-6-5 for amex), the brand from the first digits, the expiry choices.
 * Pure: no store, no DOM.
 */
export type CardBrand = 'amex' | 'visa' | 'mastercard' | 'discover' | 'unknown';

/**
 * 3 followed by 4 or 7 is amex, 4 visa, 5 mastercard, 6 discover.
 */
export function detectCardBrand( number: string ): CardBrand {
	const digits = number.replace( /\D/g, '' );
	if ( /^3[47]/.test( digits ) ) {
		return 'amex';
	}
	const byFirstDigit: Record< string, CardBrand > = {
		4: 'visa',
		5: 'mastercard',
		6: 'discover',
	};
	return byFirstDigit[ digits.charAt( 0 ) ] ?? 'unknown';
}

/**
 * Digits of the security code: American Express prints 4 on the front, the other brands 3 on the back.
 */
export const securityCodeDigits = ( brand: CardBrand ): 3 | 4 =>
	brand === 'amex' ? 4 : 3;

/**
 * Mask 4-4-4-4, or 4-6-5 for numbers starting 34 or 37.
 */
export function formatCardNumber( typed: string ): string {
	const digits = typed.replace( /\D/g, '' );
	const groups =
		detectCardBrand( digits ) === 'amex' ? [ 4, 6, 5 ] : [ 4, 4, 4, 4 ];
	const parts: string[] = [];
	let start = 0;
	for ( const size of groups ) {
		const part = digits.slice( start, start + size );
		if ( ! part ) {
			break;
		}
		parts.push( part );
		start += size;
	}
	return parts.join( ' ' );
}

/**
 * Expiry year choices: the current year plus 9 years.
 */
export function expiryYears( now: Date = new Date() ): string[] {
	const first = now.getFullYear();
	return Array.from( { length: 10 }, ( _, offset ) =>
		String( first + offset )
	);
}

export const EXPIRY_MONTHS = Array.from( { length: 12 }, ( _, index ) =>
	String( index + 1 ).padStart( 2, '0' )
);
