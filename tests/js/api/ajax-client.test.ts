import { FRESH_NONCE_ACTION, postAction } from '../../../src/api/ajax-client';

interface Sent {
	action: string;
	nonce: string;
	fields: Record< string, string >;
}

/**
 * A fake admin-ajax: answers each posted action with the next reply queued for it, and records what was sent.
 * @param replies
 */
function fakeAdminAjax(
	replies: Record< string, Array< [ number, unknown ] > >
) {
	const sent: Sent[] = [];
	global.fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		const form = init?.body as FormData;
		const fields: Record< string, string > = {};
		form.forEach( ( value, name ) => {
			fields[ name ] = String( value );
		} );
		sent.push( { action: fields.action, nonce: fields.nonce, fields } );
		const [ status, body ] = replies[ fields.action ]?.shift() ?? [
			500,
			{},
		];
		return {
			status,
			json: async () => body,
		} as Response;
	} ) as typeof fetch;
	return sent;
}

const expired = [
	403,
	{
		success: false,
		error: 'Your session has expired. Please reload the page and try again.',
		code: 'invalid_nonce',
	},
] as [ number, unknown ];

const settings = () => ( {
	ajaxUrl: '/wp-admin/admin-ajax.php',
	nonce: 'stale-nonce',
	pageId: 7,
} );

describe( 'postAction', () => {
	it( 'renews an expired nonce once and resends, transparently', async () => {
		const sent = fakeAdminAjax( {
			process_signup: [ expired, [ 200, { result: { account_id: 1 } } ] ],
			[ FRESH_NONCE_ACTION ]: [ [ 200, { nonce: 'fresh-nonce' } ] ],
		} );
		const config = settings();

		const answer = await postAction( config, 'process_signup', {
			formType: 'registered-agent-signup',
		} );

		expect( answer ).toEqual( { result: { account_id: 1 } } );
		expect( sent.map( ( s ) => [ s.action, s.nonce ] ) ).toEqual( [
			[ 'process_signup', 'stale-nonce' ],
			[ FRESH_NONCE_ACTION, 'stale-nonce' ],
			[ 'process_signup', 'fresh-nonce' ],
		] );
		expect( sent[ 2 ].fields.formType ).toBe( 'registered-agent-signup' );
		expect( config.nonce ).toBe( 'fresh-nonce' );
	} );

	it( 'renews only once: a second refusal is answered as it is', async () => {
		const sent = fakeAdminAjax( {
			process_signup: [ expired, expired ],
			[ FRESH_NONCE_ACTION ]: [ [ 200, { nonce: 'fresh-nonce' } ] ],
		} );

		const answer = await postAction( settings(), 'process_signup', {} );

		expect( answer.error ).toBe(
			'Your session has expired. Please reload the page and try again.'
		);
		expect( sent ).toHaveLength( 3 );
	} );

	it( 'does not renew for other refusals', async () => {
		const sent = fakeAdminAjax( {
			process_signup: [
				[ 429, { error: 'Too many requests', code: 'rate_limited' } ],
			],
		} );

		const answer = await postAction( settings(), 'process_signup', {} );

		expect( answer.error ).toBe( 'Too many requests' );
		expect( sent ).toHaveLength( 1 );
	} );

	it( 'answers the original refusal when no fresh nonce comes', async () => {
		fakeAdminAjax( {
			process_signup: [ expired ],
			[ FRESH_NONCE_ACTION ]: [ [ 429, { error: 'slow down' } ] ],
		} );

		const answer = await postAction( settings(), 'process_signup', {} );

		expect( answer.error ).toMatch( /session has expired/ );
	} );
} );
