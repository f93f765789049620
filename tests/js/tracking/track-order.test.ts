import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import type { TrackingTarget } from '../../../src/tracking/track-order';
import type { TrackingWindow } from '../../../src/tracking/types';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from '../store/fake-transport';

/**
 * "Tracking after success only, once per order": each switched-on kind once after a placed order; nothing
 * on a decline, a server error or a price refusal; no email, name, phone or address in any payload.
 */
const TRACKING: PageConfig[ 'tracking' ] = {
	ecommerce: true,
	ads: { conversionId: 'AW-123', conversionLabel: 'buy' },
	searchTag: { tagId: '555' },
	affiliate: {
		merchantId: 'm-1',
		pixelUrl: 'https://affiliates.example/sale',
	},
};

let nextInvoice = 1;

function trackedStore() {
	const transport = fakeTransport();
	const invoice = `INV-T${ nextInvoice++ }`;
	transport.submitSignup.mockResolvedValue( {
		result: {
			invoice_numbers: [ invoice ],
			account_id: 7,
			login_url: 'http://sandbox.test/login?account=7',
		},
	} );
	const config = { ...testConfig(), tracking: TRACKING };
	const win: TrackingWindow = {};
	const pixels: string[] = [];
	const target: TrackingTarget = {
		win,
		loadPixel: ( url ) => pixels.push( url ),
	};
	const store = new RootStore( config, {
		transport,
		navigate: jest.fn(),
	} );
	// The store's submission reaches the page through this target.
	(
		store.submission as unknown as { trackingTarget: () => TrackingTarget }
	 ).trackingTarget = () => target;
	fillValidOrder( store );
	return { store, transport, win, pixels, invoice };
}

const PERSONAL = [
	'ada@example.com',
	'Ada',
	'Lovelace',
	'5550100199',
	'010-0199',
	'1 Market St',
	'San Francisco',
	'94105',
];

describe( 'conversion tracking', () => {
	beforeEach( () => {
		document.cookie = 'shareasaleSSCID=sscid-9; path=/';
	} );
	afterEach( () => {
		document.cookie =
			'shareasaleSSCID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	} );

	it( 'after a placed order: purchase, ads conversion, search tag and affiliate pixel, each once', async () => {
		const { store, win, pixels, invoice } = trackedStore();
		await settle();
		await store.submission.submit();
		await store.submission.submit();

		const purchases = ( win.dataLayer ?? [] ).filter(
			( entry ) => ( entry as { event?: string } ).event === 'purchase'
		);
		expect( purchases ).toEqual( [
			{
				event: 'purchase',
				ecommerce: {
					transaction_id: invoice,
					value: 149,
					currency: 'USD',
					coupon: '',
					items: [
						{
							item_id: '1004',
							item_name: 'Registered Agent Service - CA',
							price: 149,
							quantity: 1,
						},
					],
				},
			},
		] );
		expect(
			( win.dataLayer ?? [] ).filter( ( entry ) =>
				Array.isArray( entry )
			)
		).toEqual( [
			[
				'event',
				'conversion',
				{
					send_to: 'AW-123/buy',
					value: 149,
					currency: 'USD',
					transaction_id: invoice,
				},
			],
		] );
		expect( win.uetq ).toEqual( [
			'event',
			'purchase',
			{ revenue_value: 149, currency: 'USD', transaction_id: invoice },
		] );
		expect( pixels ).toHaveLength( 1 );
		const pixel = new URL( pixels[ 0 ] );
		expect( Object.fromEntries( pixel.searchParams ) ).toEqual( {
			platform: 'shareasale',
			merchant_id: 'm-1',
			order_number: expect.stringMatching( /^[0-9a-f]{32}$/ ),
			transaction_id: invoice,
			amount: '149.00',
			affiliate_code: 'sscid-9',
			xtype: 'registered-agent-signup',
		} );

		const everything = JSON.stringify( [ win, pixels ] );
		PERSONAL.forEach( ( personal ) =>
			expect( everything ).not.toContain( personal )
		);
	} );

	it( 'gtag on the page gets the ads conversion itself', async () => {
		const { store, win } = trackedStore();
		const gtag = jest.fn();
		win.gtag = gtag;
		await settle();
		await store.submission.submit();
		expect( gtag ).toHaveBeenCalledTimes( 1 );
		expect( gtag.mock.calls[ 0 ].slice( 0, 2 ) ).toEqual( [
			'event',
			'conversion',
		] );
	} );

	it.each( [
		[
			'a declined card',
			( transport: ReturnType< typeof fakeTransport > ) =>
				transport.tokenize.mockResolvedValueOnce( {
					success: false,
					errors: { number: [ 'was declined' ] },
				} ),
		],
		[
			'a server error',
			( transport: ReturnType< typeof fakeTransport > ) =>
				transport.submitSignup.mockResolvedValueOnce( {
					error: 'An error has occurred. Please try again in a few minutes.',
				} ),
		],
		[
			'a refused price',
			( transport: ReturnType< typeof fakeTransport > ) =>
				transport.submitSignup.mockResolvedValueOnce( {
					error: 'payment failed',
				} ),
		],
	] )( 'nothing after %s', async ( _name, fail ) => {
		const { store, transport, win, pixels } = trackedStore();
		fail( transport );
		await settle();
		await store.submission.submit();
		expect( store.submission.error ).not.toBeNull();
		expect( win ).toEqual( {} );
		expect( pixels ).toEqual( [] );
	} );

	it( 'nothing at all when no kind is switched on', async () => {
		const transport = fakeTransport();
		const store = new RootStore( testConfig(), {
			transport,
			navigate: jest.fn(),
		} );
		const win: TrackingWindow = {};
		(
			store.submission as unknown as {
				trackingTarget: () => TrackingTarget;
			}
		 ).trackingTarget = () => ( { win, loadPixel: jest.fn() } );
		fillValidOrder( store );
		await settle();
		await store.submission.submit();
		expect( store.submission.response ).not.toBeNull();
		expect( win ).toEqual( {} );
	} );
} );
