import type { FormDataPath } from '../../../src/form-data/typed-paths';
import { createStore, fillValidOrder, settle } from './fake-transport';

/**
 * "Tokenization is skipped when the card and billing address equal the previous successful ones and a token
 * exists."
 */
describe( 'the card is tokenized once', () => {
	async function refusedOnce() {
		const { store, transport } = createStore();
		fillValidOrder( store );
		await settle();
		transport.submitSignup.mockResolvedValueOnce( {
			error: 'Something is off with the order.',
		} );
		await store.submission.submit();
		expect( store.submission.error ).not.toBeNull();
		return { store, transport };
	}

	it( 'a retry with the same card and billing address reuses the token', async () => {
		const { store, transport } = await refusedOnce();
		await store.submission.submit();
		expect( transport.tokenize ).toHaveBeenCalledTimes( 1 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 2 );
		const second = transport.submitSignup.mock.calls[ 1 ] as unknown as [
			string,
			{ payment: { token: string; customer_id: string } },
		];
		expect( second[ 1 ].payment ).toMatchObject( {
			token: 'tok_1',
			customer_id: 'cus_1',
		} );
	} );

	it.each< [ string, FormDataPath, string ] >( [
		[ 'card number', 'paymentInformation.number', '5555 5555 5555 4444' ],
		[ 'security code', 'paymentInformation.cvc', '456' ],
		[ 'expiry', 'paymentInformation.exp_month', '11' ],
		[ 'billing address', 'contactInformation.address.zip', '94106' ],
	] )( 'a changed %s gets a new token', async ( _name, path, value ) => {
		const { store, transport } = await refusedOnce();
		store.formData.set( path, value );
		await store.submission.submit();
		expect( transport.tokenize ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a declined card is tokenized again on the next try', async () => {
		const { store, transport } = createStore();
		fillValidOrder( store );
		await settle();
		transport.tokenize.mockResolvedValueOnce( {
			success: false,
			errors: { number: [ 'was declined' ] },
		} );
		await store.submission.submit();
		await store.submission.submit();
		expect( transport.tokenize ).toHaveBeenCalledTimes( 2 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'nothing of the card is kept in the form data or its stored copy', async () => {
		const { store } = await refusedOnce();
		const stored = JSON.stringify( store.formData.publicData );
		expect( stored ).not.toContain( '4242' );
		expect( stored ).not.toContain( '"123"' );
	} );
} );
