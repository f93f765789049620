import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { priceOrder } from '../../../sandbox/src/oracle';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { orderStore, products, type SentOrder } from './order-store';

/**
 * The order payload of each form type that exists, field by field against "Full order payload" and "Product
 * data per type", checked by the sandbox's strict checker and priced by its oracle to the page's total.
 */
const rules = {
	websiteId: '1',
	isKnownProduct: ( id: number ) =>
		isKnownProductId( id ) || isCartProductId( id ),
	isProductOption,
	tokenStatus: () => 'usable' as const,
};

const cents = ( dollars: number ) => Math.round( dollars * 100 );

function expectAcceptedAndPricedAs( order: SentOrder, total: number ) {
	expect( findSignupProblem( order, rules ) ).toBeNull();
	const pricing = priceOrder( order );
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( cents( total ) );
}

const PRIMARY_ADDRESS = {
	kind: 'primary',
	label: 'Primary',
	line1: '1 Market St',
	city: 'San Francisco',
	zip_postal_code: '94105',
	state_province_region: 'CA',
	country: 'US',
	text: '1 Market St, San Francisco, CA 94105, US',
};

describe( 'registered-agent-signup', () => {
	it( 'sends every field of the full order payload', async () => {
		const { store, submit } = orderStore( 'registered-agent-signup' );
		const { formData } = store;
		formData.set( 'contactInformation.phone', '415.555.0142' );
		formData.set( 'contactInformation.altPhone', '4155550143' );
		formData.set( 'contactInformation.fax', '(415) 555-0144' );
		formData.set( 'companyInformation.industry', 'Software' );
		formData.set( 'companyInformation.position', 'Owner' );
		formData.set( 'companyInformation.naicsCode', '54' );
		formData.set( 'companyInformation.notifyAttorney', true );
		formData.set(
			'companyInformation.attorneyEmail',
			'counsel@example.com'
		);
		formData.set( 'companyInformation.companyNotes', 'Call after 5pm' );
		formData.set( 'serviceInformation.leaveANote', true );
		formData.set( 'serviceInformation.note', 'Please hurry' );
		formData.set( 'affiliateInformation.affiliateType', {
			key: 'blogger',
			value: 'Blogger',
		} );
		const order = await submit();

		expect( order ).toEqual( {
			website: 1,
			client_ip: '127.0.0.1',
			test: true,
			companies: [
				{
					company: {
						name: 'Acme Widgets LLC',
						entity_type: 'LLC',
						industry: 'Software',
						position: 'Owner',
						naics_code: '54',
						ab_test_rolled_variants: [],
					},
					products: [
						{
							product_id: 1004,
							product_option_id: null,
							quantity: 1,
							data: { state: 'CA' },
							saveAs: 'registeredAgent',
						},
					],
					notes: 'Call after 5pm',
				},
			],
			account: {
				email_address: 'ada@example.com',
				password: 'Correct-Horse-9',
				notes: 'Please hurry',
				affiliate_type: 'blogger',
				ab_test_rolled_variants: [],
			},
			contact: { first_name: 'Ada', last_name: 'Lovelace' },
			phones: [
				{ kind: 'primary', phone_number: '(415) 555-0142' },
				{ kind: 'alternate', phone_number: '(415) 555-0143' },
				{ kind: 'fax', phone_number: '4155550144' },
			],
			addresses: [ PRIMARY_ADDRESS ],
			emails: [
				{ kind: 'attorney', email_address: 'counsel@example.com' },
			],
			payment: {
				processor: 'card_vault',
				token: 'tok_1',
				customer_id: 'cus_1',
				currency: 'USD',
				billing_address: {
					line1: '1 Market St',
					city: 'San Francisco',
					state: 'CA',
					zipcode: '94105',
					country: 'US',
				},
			},
			couponCodes: [],
			billingType: 'yearly',
			cancel_services: false,
			formType: 'registered-agent-signup',
		} );
		expectAcceptedAndPricedAs( order, store.cart.total );
		expect( store.cart.total ).toBe( 149 );
	} );

	it( 'sends the contact’s ticked opt-ins, and nothing of one left unticked', async () => {
		const ticked = orderStore( 'registered-agent-signup' );
		ticked.store.formData.set( 'contactInformation.insuranceOptIn', true );
		ticked.store.formData.set( 'contactInformation.checkingOptIn', true );
		const order = await ticked.submit();
		expect( order.contact ).toEqual( {
			first_name: 'Ada',
			last_name: 'Lovelace',
			insurance_opt_in: true,
			checking_opt_in: true,
		} );
		expectAcceptedAndPricedAs( order, ticked.store.cart.total );

		const unticked = orderStore( 'registered-agent-signup' );
		unticked.store.formData.set(
			'contactInformation.insuranceOptIn',
			false
		);
		expect( ( await unticked.submit() ).contact ).toEqual( {
			first_name: 'Ada',
			last_name: 'Lovelace',
		} );
	} );

	it( 'leaves out what the visitor did not give: no alternate, fax, attorney or notes', async () => {
		const { submit } = orderStore( 'registered-agent-signup' );
		const order = await submit();
		expect( order.phones ).toEqual( [
			{ kind: 'primary', phone_number: '(555) 010-0199' },
		] );
		expect( order.emails ).toEqual( [] );
		expect( order.companies[ 0 ] ).not.toHaveProperty( 'notes' );
		expect( order.account ).toMatchObject( {
			notes: '',
			affiliate_type: null,
		} );
		expect( order ).not.toHaveProperty( 'affiliate' );
		expect( order ).not.toHaveProperty( 'nyop' );
	} );

	it( 'a 3-year term leaves as 36 months, multi-year, at three times the yearly price', async () => {
		const { store, submit } = orderStore( 'registered-agent-signup', [
			{
				name: 'state-picker',
				attributes: {
					products: [
						{
							saveAs: 'registeredAgent',
							category: 'registered-agent',
							primary: true,
							durations: [ 12, 24, 36 ],
						},
					],
				},
			},
		] );
		store.formData.set( 'productState.registeredAgent.data.duration', 36 );
		const order = await submit();
		expect( order.companies[ 0 ].products ).toEqual( [
			{
				product_id: 1004,
				product_option_id: null,
				quantity: 1,
				data: { state: 'CA', duration: 36, multiYear: true },
				saveAs: 'registeredAgent',
			},
		] );
		expect( store.cart.total ).toBe( 447 );
		expectAcceptedAndPricedAs( order, 447 );
	} );

	it( 'a mailing address of its own and a different billing address join the primary one', async () => {
		const { store, submit } = orderStore( 'registered-agent-signup' );
		store.formData.set( 'companyInformation.mailingAddress', {
			choice: 'specify',
			line1: '9 Elm St',
			city: 'Austin',
			state: 'TX',
			zip: '78701',
		} );
		store.formData.set( 'paymentInformation.differentAddress', true );
		store.formData.set( 'paymentInformation.billingAddress', {
			line1: '500 Main St',
			city: 'Dallas',
			state: 'TX',
			zip: '75201',
		} );
		const order = await submit();
		expect( order.addresses ).toEqual( [
			PRIMARY_ADDRESS,
			{
				kind: 'billing',
				label: 'Billing',
				line1: '500 Main St',
				city: 'Dallas',
				zip_postal_code: '75201',
				state_province_region: 'TX',
				country: 'US',
				text: '500 Main St, Dallas, TX 75201, US',
			},
			{
				kind: 'mailing',
				label: 'Mailing',
				line1: '9 Elm St',
				city: 'Austin',
				zip_postal_code: '78701',
				state_province_region: 'TX',
				country: 'US',
				text: '9 Elm St, Austin, TX 78701, US',
			},
		] );
		expect( findSignupProblem( order, rules ) ).toBeNull();
	} );

	it( 'the affiliate block comes from the affiliate network cookies, with the commissionable total', async () => {
		document.cookie = 'shareasaleSSCID=sscid-123; path=/';
		try {
			const { store, submit } = orderStore( 'registered-agent-signup' );
			const order = await submit();
			expect( order.affiliate ).toEqual( {
				platform: 'shareasale',
				order_number: expect.stringMatching( /^[0-9a-f]{32}$/ ),
				affiliate_code: 'sscid-123',
				xtype: 'registered-agent-signup',
				cartTotalForAffiliate: 149,
			} );
			expect( store.cart.total ).toBe( 149 );
			expect( findSignupProblem( order, rules ) ).toBeNull();
		} finally {
			document.cookie =
				'shareasaleSSCID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
		}
	} );

	it( 'Everflow is the platform when only its cookies are there', async () => {
		document.cookie = 'efaffid=aff-77; path=/';
		try {
			const { submit } = orderStore( 'registered-agent-signup' );
			const order = await submit();
			expect( order.affiliate ).toMatchObject( {
				platform: 'everflow',
				affiliate_code: 'aff-77',
			} );
		} finally {
			document.cookie =
				'efaffid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
		}
	} );

	it( 'a named price travels as nyop', async () => {
		const { store, submit } = orderStore( 'registered-agent-signup' );
		store.formData.set( 'nyop.immediateService', false );
		store.formData.set( 'nyop.requestedPrice', 99 );
		const order = await submit();
		expect( order.nyop ).toEqual( {
			immediateService: false,
			requestedPrice: 99,
		} );
		expect( findSignupProblem( order, rules ) ).toBeNull();
	} );
} );

const FORMATION_PRODUCTS = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
	{ saveAs: 'formation', category: 'formation', primary: true },
];

describe( 'business-formation', () => {
	it( 'the formation carries its filing method and the formation data of its type', async () => {
		const { store, submit } = orderStore( 'business-formation', [
			products( [
				...FORMATION_PRODUCTS,
				{ saveAs: 'corporateSeal', category: 'corporate-seal' },
			] ),
		] );
		store.formData.set(
			'companyInformation.businessPurpose',
			'Selling widgets'
		);
		store.formData.set(
			'formationDetails.managementType',
			'Member Managed'
		);
		store.formData.set( 'formationDetails.members', [
			{ firstName: 'Ada', lastName: 'Lovelace' },
		] );
		store.formData.set( 'formationDetails.listMembersAndManagers', true );
		store.cart.setChecked( 'corporateSeal', true );
		store.formData.set(
			'productState.corporateSeal.data.embossSealCapitalization',
			'Upper'
		);
		await Promise.resolve();
		store.cart.selectFilingMethod(
			'formation',
			'CA',
			'ca-llc-formation-expedited'
		);
		const order = await submit();
		const [ agent, formation, seal ] = order.companies[ 0 ].products;
		expect( agent.saveAs ).toBe( 'registeredAgent' );
		expect( formation ).toEqual( {
			product_id: 3040,
			product_option_id: 30402,
			quantity: 1,
			saveAs: 'formation',
			data: {
				state: 'CA',
				filing_method: 'ca-llc-formation-expedited',
				company_name: 'Acme Widgets LLC',
				effective_date: 'Upon Filing',
				entity_type: 'LLC',
				contact_person: { first_name: 'Ada', last_name: 'Lovelace' },
				mailing_address: 'REGISTERED_AGENT_ADDRESS',
				principal_address: 'REGISTERED_AGENT_ADDRESS',
				purpose: 'Selling widgets',
				management_type: 'Member Managed',
				officials: [
					{
						role: 'member',
						first_name: 'Ada',
						last_name: 'Lovelace',
					},
				],
				list_officials: true,
			},
		} );
		expect( seal ).toEqual( {
			product_id: 4002,
			product_option_id: null,
			quantity: 1,
			saveAs: 'corporateSeal',
			data: {
				state: 'CA',
				company_name: 'Acme Widgets LLC',
				emboss_seal_capitalization: 'Upper',
			},
		} );
		// $149 agent + $420 state fee + $50 rush + card fee 5 % of $470 = $24 + $35 seal.
		expect( store.cart.total ).toBe( 678 );
		expectAcceptedAndPricedAs( order, 678 );
	} );

	it( 'coupons applied to the cart leave as couponCodes; the oracle takes them off the same line', async () => {
		const { store, submit } = orderStore( 'business-formation', [
			products( FORMATION_PRODUCTS ),
		] );
		await Promise.resolve();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( store.cart.applyCouponCode( 'save20' ) ).toBe( 'applied' );
		const order = await submit();
		expect( order.couponCodes ).toEqual( [ 'SAVE20' ] );
		expect( store.cart.total ).toBe( 203 );
		expectAcceptedAndPricedAs( order, 203 );
	} );

	it( 'a subscription bundle holds agent and formation, the formation filed with the bundle’s standard filing however the visitor chose', async () => {
		const { store, submit } = orderStore( 'business-formation', [
			products( [
				...FORMATION_PRODUCTS,
				{
					saveAs: 'subscriptionBundle',
					category: 'subscription-bundle',
					primary: true,
				},
			] ),
		] );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		store.cart.selectFilingMethod(
			'formation',
			'CA',
			'ca-llc-formation-expedited'
		);
		store.cart.setBillingType( 'monthly', 'refused' );
		const order = await submit();
		const lines = order.companies[ 0 ].products;
		expect( lines.map( ( line ) => line.saveAs ) ).toEqual( [
			'subscriptionBundle',
		] );
		const children = lines[ 0 ].data.products as Array<
			Record< string, unknown > & { data: Record< string, unknown > }
		>;
		expect( children.map( ( child ) => child.saveAs ) ).toEqual( [
			'registeredAgent',
			'formation',
		] );
		// The bundle's own filing, the standard one, whatever the visitor picked on the page.
		const standard = store.products
			.filingProducts( 'CA' )
			.find( ( product ) => product.id === children[ 1 ].product_id )
			?.filing_methods?.[ 0 ];
		expect( standard?.key ).toBe( 'ca-llc-formation-standard' );
		expect( children[ 1 ].product_option_id ).toBe( standard?.id );
		expect( children[ 1 ].data ).toMatchObject( {
			state: 'CA',
			filing_method: 'ca-llc-formation-standard',
		} );
		expect( order.billingType ).toBe( 'monthly' );
		const yearly = store.cart.total;
		expect( store.cart.monthlyTotal ).toBe(
			Math.round( ( yearly / 12 ) * 100 ) / 100
		);
		expect( findSignupProblem( order, rules ) ).toBeNull();
		const pricing = priceOrder( order );
		expect( pricing.problems ).toEqual( [] );
		expect( pricing.perMonthCents ).toBe(
			cents( store.cart.monthlyTotal ?? 0 )
		);
	} );
} );

describe( 'multi-state registered agent', () => {
	const multiState = {
		name: 'multi-state-picker',
		attributes: {
			products: [
				{
					saveAs: 'registeredAgent',
					category: 'registered-agent',
					primary: true,
					multiState: true,
					bulkPrice: 89,
					bulkQuantity: 5,
				},
			],
		},
	};

	it.each( [
		[ [ 'CA', 'DE', 'NV', 'TX' ], false ],
		[ [ 'CA', 'DE', 'NV', 'TX', 'WY' ], true ],
	] )(
		'%j: one line per state, each with the bulk offer; the oracle charges what the page shows',
		async ( states, bulk ) => {
			const { store, submit } = orderStore( 'registered-agent-signup', [
				multiState,
			] );
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			states.forEach( ( state ) =>
				store.cart.setStateSelected( 'registeredAgent', state, true )
			);
			const order = await submit();
			const lines = order.companies[ 0 ].products;
			expect( lines.map( ( line ) => line.data.state ) ).toEqual(
				states
			);
			lines.forEach( ( line ) =>
				expect( line.data.bulk ).toEqual( { price: 89, quantity: 5 } )
			);
			if ( bulk ) {
				expect( store.cart.total ).toBe( 89 * 5 );
			} else {
				expect( store.cart.total ).toBeGreaterThan( 89 * 4 );
			}
			expectAcceptedAndPricedAs( order, store.cart.total );
		}
	);
} );
