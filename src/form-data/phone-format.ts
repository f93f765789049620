/**
 * A US phone number as a visitor reads it: ten digits, however typed ("4155550142", "415.555.0142",
 * "+1 415 555 0142" has eleven and is left alone), show as (###) ###-####; anything else stays as typed, trimmed,
 * so an international number is never mangled.
 * @param phone
 */
export function formatPhone( phone: string ): string {
	const digits = phone.replace( /\D/g, '' );
	return digits.length === 10
		? `(${ digits.slice( 0, 3 ) }) ${ digits.slice( 3, 6 ) }-${ digits.slice(
				6
			) }`
		: phone.trim();
}
