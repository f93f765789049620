/**
 * What the page's card script sends the sandbox's tokenizer: a test card and its billing address, as the JSONP
 * query of `/tokenizer/tokenize`.
 */
export function tokenizeUrl(
	sandboxUrl: string,
	number = '4242424242424242'
): string {
	const data = JSON.stringify( {
		card: {
			first_name: 'Ada',
			last_name: 'Lovelace',
			number,
			cvc: '123',
			exp_month: '12',
			exp_year: String( new Date().getFullYear() + 3 ),
		},
		billing_address: {
			line1: '12 Babbage Way',
			city: 'San Francisco',
			state: 'CA',
			zipcode: '94105',
			country: 'US',
		},
		test_key: 'test_key_sandbox',
	} );
	const query = new URLSearchParams( { callback: 'onToken', data } );
	return `${ sandboxUrl }/tokenizer/tokenize?${ query }`;
}

/** The card token in the tokenizer's JSONP answer (`onToken({...});`), or null. */
export function tokenOf(
	script: string
): { token: string; customer_id: string } | null {
	return JSON.parse( /^onToken\((.*)\);$/s.exec( script )?.[ 1 ] ?? 'null' );
}
