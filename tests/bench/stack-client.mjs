/**
 * What the stack benchmarks ask of a running stack the way a visitor's browser would: the nonce a form page
 * carries, and a card token from the sandbox's tokenizer for the approved test card.
 */

/**
 * The nonce printed with the order form of a page.
 * @param {string} site the WordPress address
 * @param {string} page the page's path
 */
export async function pageNonce( site, page ) {
	const html = await ( await fetch( `${ site }${ page }` ) ).text();
	const nonce = /"nonce":"([0-9a-f]{10})"/.exec( html )?.[ 1 ];
	if ( ! nonce ) {
		throw new Error( `no nonce in ${ site }${ page }` );
	}
	return nonce;
}

/**
 * A token for the sandbox's approved test card (JSONP, as the page asks for it).
 * @param {string} sandbox        the sandbox's address
 * @param {Object} billingAddress the card's billing address
 */
export async function cardToken( sandbox, billingAddress ) {
	const data = JSON.stringify( {
		card: {
			first_name: 'Ada',
			last_name: 'Lovelace',
			number: '4242424242424242',
			cvc: '123',
			exp_month: '12',
			exp_year: String( new Date().getFullYear() + 3 ),
		},
		billing_address: billingAddress,
		test_key: 'test_key_sandbox',
	} );
	const query = new URLSearchParams( { callback: 'cb', data } );
	const script = await (
		await fetch( `${ sandbox }/tokenizer/tokenize?${ query }` )
	).text();
	return JSON.parse( /^cb\((.*)\);$/s.exec( script )[ 1 ] );
}
