import { createHttpTransport } from '../../../src/api/http-transport';
import { testConfig } from '../store/fake-transport';

/** process_signup's request fields: formType, pageID, formFileName, signupData (and the order key). */
describe( 'process_signup request', () => {
	it( "sends the form's file name (its page's slug) next to the form type", async () => {
		const fields: Record< string, string > = {};
		global.fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
			( init?.body as FormData ).forEach( ( value, name ) => {
				fields[ name ] = String( value );
			} );
			return {
				status: 200,
				json: async () => ( { result: { account_id: 1 } } ),
			} as Response;
		} ) as typeof fetch;
		const transport = createHttpTransport(
			testConfig( { formFileName: 'registered-agent' } )
		);

		await transport.submitSignup(
			'registered-agent-signup',
			{ a: 1 },
			'0123456789abcdef0123456789abcdef'
		);

		expect( fields ).toMatchObject( {
			action: 'process_signup',
			formType: 'registered-agent-signup',
			formFileName: 'registered-agent',
			pageID: '5',
			signupData: '{"a":1}',
			orderKey: '0123456789abcdef0123456789abcdef',
		} );
	} );
} );
