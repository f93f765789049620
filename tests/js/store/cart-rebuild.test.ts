import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { RootStore } from '../../../src/store/RootStore';
import { catalogProducts } from './fake-catalog';
import { fakeTransport, settle, testConfig } from './fake-transport';

const FORMATION: ConfiguredProduct[] = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
	{ saveAs: 'formation', category: 'formation', primary: true },
	{ saveAs: 'corporateBook', category: 'corporate-book' },
	{ saveAs: 'overseasShipping', category: 'overseas-shipping' },
	{ saveAs: 'phoneService', category: 'phone-service' },
	{ saveAs: 'voiceOffice', category: 'voice-office' },
	{
		saveAs: 'taxIdSsn',
		category: 'tax-id',
		product_id: 4005,
		taxIdChoice: 'ssn',
	},
	{
		saveAs: 'taxIdNoSsn',
		category: 'tax-id',
		product_id: 4006,
		taxIdChoice: 'no-ssn',
	},
	{ saveAs: 'businessIdentity', category: 'bundle', product_id: 4100 },
	{ saveAs: 'domain', category: 'domain' },
	{ saveAs: 'tradeName', category: 'trade-name' },
];

const MULTI_STATE: ConfiguredProduct[] = [
	{
		saveAs: 'registeredAgent',
		category: 'registered-agent',
		primary: true,
		multiState: true,
		bulkPrice: 89,
		bulkQuantity: 5,
	},
];

function storeWith(
	products: ConfiguredProduct[],
	transport = fakeTransport()
) {
	const config = testConfig( { formType: 'business-formation' } );
	config.form.steps[ 0 ].modules.push( {
		name: 'optional-products',
		attributes: { products },
	} );
	const store = new RootStore( config, { transport, navigate: jest.fn() } );
	return { store, transport };
}

const chooseState = ( store: RootStore, key: string ) =>
	store.formData.set( 'companyInformation.state', { key, value: key } );

const summary = ( store: RootStore ) =>
	store.cart.lines.map( ( line ) => [
		line.saveAs,
		line.state,
		line.price,
		line.stateFee,
	] );

describe( 'cart rebuilds when a choice it depends on changes', () => {
	it( 'choosing a state loads its filing products and puts agent and formation in the cart', async () => {
		const { store, transport } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		expect( transport.loadFilingProducts ).toHaveBeenCalledWith( 'CA' );
		expect( store.products.productsLoaded ).toBe( true );
		// California: agent $149, free LLC formation with the $70 state fee and the 5 % card fee ($3.50 → $4).
		expect(
			store.cart.lines.map( ( l ) => [
				l.saveAs,
				l.price,
				l.stateFee,
				l.ccFee,
			] )
		).toEqual( [
			[ 'registeredAgent', 149, 0, 0 ],
			[ 'formation', 0, 70, 4 ],
		] );
		expect( store.cart.total ).toBe( 223 );
		expect( store.cart.lines[ 1 ].product_option_key ).toBe(
			'ca-llc-formation-standard'
		);
	} );

	it( '"Have you formed your business?": No empties the cart, Yes fills it again with the same choices', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.cart.setChecked( 'corporateBook', true );
		const before = summary( store );
		expect( before.map( ( line ) => line[ 0 ] ) ).toEqual( [
			'registeredAgent',
			'formation',
			'corporateBook',
		] );
		store.formData.set( 'isBusinessFormed', false );
		expect( store.cart.lines ).toEqual( [] );
		expect( store.cart.total ).toBe( 0 );
		store.formData.set( 'isBusinessFormed', true );
		expect( summary( store ) ).toEqual( before );
	} );

	it( 'switching state resets the cart to the new state and keeps checked opt-ins', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.cart.setChecked( 'corporateBook', true );
		chooseState( store, 'TX' );
		await settle();
		expect( summary( store ) ).toEqual( [
			[ 'registeredAgent', 'TX', 125, 0 ],
			[ 'formation', 'TX', 0, 300 ],
			[ 'corporateBook', 'TX', 75, 0 ],
		] );
	} );

	it( 'the chosen filing method prices the state fee and surcharge', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.cart.selectFilingMethod(
			'formation',
			'CA',
			'ca-llc-formation-expedited'
		);
		const formation = store.cart.lines[ 1 ];
		// $70 + the state's $350 expedite fee, our $50 rush surcharge, card fee 5 % of $470 = $23.50 → $24.
		expect( [
			formation.stateFee,
			formation.processingSurcharge,
			formation.ccFee,
		] ).toEqual( [ 420, 50, 24 ] );
	} );

	it( 'a local jurisdiction auto-selects its first filing method', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		store.cart.setChecked( 'tradeName', true );
		await settle();
		const methods = catalogProducts
			.filing( 'CA' )
			.find( ( p ) => p.category === 'trade-name' )!.filing_methods!;
		// California files trade names with a county only: the first one stands until another is chosen.
		expect(
			store.cart.lines.find( ( l ) => l.saveAs === 'tradeName' )
		).toMatchObject( {
			stateFee: 26,
			product_option_key: 'ca-trade-name-los-angeles-county',
		} );
		store.cart.selectLocalJurisdiction(
			'tradeName',
			'CA',
			'San Francisco',
			methods
		);
		const line = store.cart.lines.find(
			( l ) => l.saveAs === 'tradeName'
		)!;
		expect( [ line.stateFee, line.product_option_key ] ).toEqual( [
			41,
			'ca-trade-name-san-francisco',
		] );
	} );

	it( 'ticking an opt-in adds it, unticking removes it', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.cart.setChecked( 'corporateBook', true );
		expect( store.cart.lines.map( ( l ) => l.saveAs ) ).toContain(
			'corporateBook'
		);
		store.cart.setChecked( 'corporateBook', false );
		expect( store.cart.lines.map( ( l ) => l.saveAs ) ).not.toContain(
			'corporateBook'
		);
	} );

	it( 'an opt-in the catalog lacks is logged as error 11 (MissingOptionalProductsError), never charged', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const { store } = storeWith( [
			...FORMATION,
			{ saveAs: 'goldSeal', category: 'gold-seal' },
		] );
		chooseState( store, 'CA' );
		await settle();
		store.cart.setChecked( 'corporateBook', true );
		expect( warn ).not.toHaveBeenCalled();
		store.cart.setChecked( 'goldSeal', true );
		await settle();
		expect( warn ).toHaveBeenCalledWith(
			'MissingOptionalProductsError (11): goldSeal'
		);
		expect( store.cart.lines.map( ( l ) => l.saveAs ) ).not.toContain(
			'goldSeal'
		);
		warn.mockRestore();
	} );

	it( 'phone service is disabled with a voice office; overseas shipping only with a book or seal', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.cart.setChecked( 'phoneService', true );
		store.cart.setChecked( 'overseasShipping', true );
		store.cart.setChecked( 'voiceOffice', true );
		const disabled = () =>
			Object.fromEntries(
				store.cart.lines.map( ( l ) => [ l.saveAs, l.disabled ] )
			);
		expect( disabled() ).toMatchObject( {
			phoneService: true,
			overseasShipping: true,
			voiceOffice: false,
		} );
		store.cart.setChecked( 'corporateBook', true );
		store.cart.setChecked( 'voiceOffice', false );
		expect( disabled() ).toMatchObject( {
			phoneService: false,
			overseasShipping: false,
		} );
	} );

	it( 'tax ID with or without SSN keeps only the chosen one', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.cart.chooseTaxId( 'ssn' );
		const taxIds = () =>
			store.cart.lines
				.filter( ( l ) => l.saveAs.startsWith( 'taxId' ) )
				.map( ( l ) => [ l.saveAs, l.price, l.product_option_key ] );
		expect( taxIds() ).toEqual( [ [ 'taxIdSsn', 50, 'tax-id-ssn' ] ] );
		store.cart.chooseTaxId( 'no-ssn' );
		expect( taxIds() ).toEqual( [
			[ 'taxIdNoSsn', 150, 'tax-id-no-ssn' ],
		] );
		expect( store.cart.productState( 'taxIdSsn' )?.checked ).toBe( false );
	} );

	it( 'a tax ID product without a matching filing method reports "Error: filing method not found"', async () => {
		const transport = fakeTransport();
		transport.loadSimpleProducts.mockResolvedValue(
			catalogProducts.simple.map( ( p ) =>
				p.id === 4005 ? { ...p, filing_methods: [] } : p
			)
		);
		const { store } = storeWith( FORMATION, transport );
		chooseState( store, 'CA' );
		await settle();
		store.cart.chooseTaxId( 'ssn' );
		expect( store.cart.errors ).toEqual( [
			'Error: filing method not found',
		] );
		expect( store.cart.lines.map( ( l ) => l.saveAs ) ).not.toContain(
			'taxIdSsn'
		);
	} );

	it( 'the business identity bundle comes and goes with its toggle, its items with it', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.formData.set( 'businessIdentityToggle', true );
		const bundle = () =>
			store.cart.lines.filter( ( l ) =>
				l.saveAs.startsWith( 'businessIdentity' )
			);
		expect(
			bundle().map( ( l ) => [ l.name, l.price, l.bundled, l.bundleID ] )
		).toEqual( [
			[ 'Business Identity Bundle', 149, false, null ],
			[ 'Domain Name', 20, true, 4100 ],
			[ 'Business Email', 59, true, 4100 ],
			[ 'Phone Service with Call Forwarding', 120, true, 4100 ],
		] );
		expect( store.cart.total ).toBe( 223 + 149 );
		store.formData.set( 'businessIdentityToggle', false );
		expect( bundle() ).toEqual( [] );
	} );

	it( "the domain product follows the domain cart, priced by each domain's search result", async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.formData.set( 'domainCart', [
			{
				domain: 'acme.com',
				duration: 24,
				thirdParty: false,
				create: { amount: 12.99 },
				purchase: { amount: 0 },
			},
			{
				domain: 'ab.com',
				duration: 12,
				thirdParty: true,
				create: { amount: 12.99 },
				purchase: { amount: 1299 },
			},
			// Without a search result's amounts a domain has no price and stays out of the cart.
			{ domain: 'unpriced.com', duration: 12 },
		] );
		expect(
			store.cart.lines
				.filter( ( l ) => l.saveAs === 'domain' )
				.map( ( l ) => [
					l.name,
					l.price,
					l.durationFormatted,
					l.multiYear,
				] )
		).toEqual( [
			[ 'Domain Name: acme.com', 25.98, '2 Years', true ],
			[ 'Domain Name: ab.com', 1299, '1 Year', false ],
		] );
		store.formData.set( 'domainCart', [] );
		expect(
			store.cart.lines.find( ( l ) => l.saveAs === 'domain' )
		).toBeUndefined();
	} );

	it( 'a multi-year registered agent is priced per year and shown in years', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		store.formData.set( 'productState.registeredAgent.data.duration', 36 );
		expect( store.cart.lines[ 0 ] ).toMatchObject( {
			price: 447,
			durationFormatted: '3 Years',
			multiYear: true,
		} );
	} );

	it( 'a late answer for an older state never overwrites the newer selection', async () => {
		const transport = fakeTransport();
		const answers: Record< string, () => void > = {};
		transport.loadFilingProducts.mockImplementation(
			( state: string | null ) =>
				new Promise(
					( resolve ) =>
						( answers[ String( state ) ] = () =>
							resolve( catalogProducts.filing( state ) ) )
				)
		);
		const { store } = storeWith( FORMATION, transport );
		chooseState( store, 'CA' );
		chooseState( store, 'TX' );
		answers.TX();
		await settle();
		answers.CA();
		await settle();
		expect( store.products.hasFilingProducts( 'CA' ) ).toBe( false );
		expect( summary( store ) ).toEqual( [
			[ 'registeredAgent', 'TX', 125, 0 ],
			[ 'formation', 'TX', 0, 300 ],
		] );
		expect( store.products.productsLoaded ).toBe( true );
	} );
} );

describe( 'multi-state registered agent in bulk mode (bulk price from the bulk quantity of states)', () => {
	const select = ( store: RootStore, states: string[], selected = true ) =>
		states.forEach( ( state ) =>
			store.cart.setStateSelected( 'registeredAgent', state, selected )
		);

	it( 'swaps to the bulk price when the selected states reach the bulk quantity, and back', async () => {
		const { store, transport } = storeWith( MULTI_STATE );
		await settle();
		expect(
			transport.loadAllRegisteredAgentProducts
		).toHaveBeenCalledTimes( 1 );
		select( store, [ 'CA', 'TX', 'NY', 'FL' ] );
		expect( store.cart.lines.map( ( l ) => l.price ) ).toEqual( [
			149, 125, 149, 125,
		] );
		expect( store.cart.total ).toBe( 548 );

		select( store, [ 'WA' ] );
		expect( store.cart.lines.map( ( l ) => l.price ) ).toEqual( [
			89, 89, 89, 89, 89,
		] );
		expect( store.cart.total ).toBe( 445 );

		select( store, [ 'NY' ], false );
		expect( store.cart.lines.map( ( l ) => [ l.state, l.price ] ) ).toEqual(
			[
				[ 'CA', 149 ],
				[ 'TX', 125 ],
				[ 'FL', 125 ],
				[ 'WA', 125 ],
			]
		);
	} );

	it( 'loads filing products per state up to 5 states, then in one call', async () => {
		const { store, transport } = storeWith( [
			...MULTI_STATE,
			{
				saveAs: 'foreignRegistration',
				category: 'foreign-registration',
				primary: true,
				multiState: true,
			},
		] );
		const selectForeign = ( states: string[] ) =>
			states.forEach( ( state ) =>
				store.cart.setStateSelected(
					'foreignRegistration',
					state,
					true
				)
			);
		selectForeign( [ 'CA', 'TX', 'NY' ] );
		await settle();
		expect(
			transport.loadFilingProducts.mock.calls.map( ( c ) => c[ 0 ] )
		).toEqual( [ 'CA', 'TX', 'NY' ] );
		transport.loadFilingProducts.mockClear();
		selectForeign( [ 'FL', 'WA', 'OR', 'NV' ] );
		await settle();
		// FL makes 4 states and WA 5, each loaded alone; OR makes 6: one call for all, which NV then needs not.
		expect(
			transport.loadFilingProducts.mock.calls.map( ( c ) => c[ 0 ] )
		).toEqual( [ 'FL', 'WA', null ] );
		expect( store.products.hasFilingProducts( 'NV' ) ).toBe( true );
	} );

	it( 'names the product when several states are ticked without multi state', async () => {
		const { store } = storeWith( [
			{ ...MULTI_STATE[ 0 ], multiState: false },
		] );
		select( store, [ 'CA', 'TX' ] );
		expect( store.cart.errors ).toEqual( [
			'Error: product registeredAgent does not have multi state enabled',
		] );
	} );
} );

describe( 'coupons in the cart', () => {
	it.each( [
		[ 'SAVE20', 'applied', 203 ], // $20 off the $149 agent, capped per line
		[ 'agent10', 'applied', 208.1 ], // 10 % off the $149 agent only
		// Half of the $70 state fee on the free formation ($35 off); the $4 card fee stays on the filing cost.
		[ 'FORMATION50', 'applied', 188 ],
		[ 'NOPE', 'unknown', 223 ],
	] )( '%s → %s, total $%p', async ( code, answer, total ) => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		await settle();
		expect( store.cart.applyCouponCode( code ) ).toBe( answer );
		expect( store.cart.total ).toBe( total );
	} );

	it( 'refuses a coupon restricted to products not in the cart', async () => {
		const { store } = storeWith( MULTI_STATE );
		await settle();
		store.cart.setStateSelected( 'registeredAgent', 'CA', true );
		expect( store.cart.applyCouponCode( 'FORMATION50' ) ).toBe(
			'not-applicable'
		);
		expect( store.cart.applyCouponCode( 'AGENT10' ) ).toBe( 'applied' );
		expect( store.cart.applyCouponCode( 'agent10' ) ).toBe( 'duplicate' );
		expect( store.cart.total ).toBe( 134.1 );
	} );
} );

describe( 'the page-inlined catalog answers first', () => {
	it( 'needs no network for what the page carried', async () => {
		const transport = fakeTransport();
		const config = testConfig();
		config.form.steps[ 0 ].modules.push( {
			name: 'optional-products',
			attributes: { products: FORMATION },
		} );
		config.catalog = {
			fetchedAt: '2026-11-23T08:00:00Z',
			registered_agent_products: catalogProducts.registeredAgents,
			simple_products: catalogProducts.simple,
			coupons: [ ...catalogProducts.coupons ],
			bundles: [ ...catalogProducts.bundles ],
			subscription_bundles: [ ...catalogProducts.subscriptionBundles ],
			filing_products: { CA: catalogProducts.filing( 'CA' ) },
		};
		const store = new RootStore( config, {
			transport,
			navigate: jest.fn(),
		} );
		chooseState( store, 'CA' );
		expect( store.products.productsLoaded ).toBe( true );
		expect( store.cart.total ).toBe( 223 );
		await settle();
		for ( const load of [
			transport.loadRegisteredAgentProducts,
			transport.loadFilingProducts,
			transport.loadSimpleProducts,
			transport.loadCoupons,
			transport.loadBundles,
			transport.loadSubscriptionBundles,
		] ) {
			expect( load ).not.toHaveBeenCalled();
		}
	} );
} );

describe( 'subscription bundles (LLC or Corp only) and billing (yearly or monthly)', () => {
	const SUBSCRIPTION: ConfiguredProduct[] = [
		{
			saveAs: 'registeredAgent',
			category: 'registered-agent',
			primary: true,
		},
		{ saveAs: 'formation', category: 'formation', primary: true },
		{
			saveAs: 'subscription',
			category: 'subscription-bundle',
			primary: true,
		},
	];
	const refused = 'No monthly billing for nonprofits.';
	const entity = ( store: RootStore, key: string ) =>
		store.formData.set( 'companyInformation.entityType', {
			key,
			value: key,
		} );

	it( 'the bundle replaces what it includes; monthly is the price / 12', async () => {
		const { store } = storeWith( SUBSCRIPTION );
		chooseState( store, 'CA' );
		await settle();
		const bundle = catalogProducts.subscriptionBundles.find(
			( b ) => b.jurisdiction === 'CA'
		)!;
		expect(
			store.cart.lines.map( ( l ) => [ l.saveAs, l.bundled, l.bundleID ] )
		).toEqual( [
			[ 'registeredAgent', true, bundle.id ],
			[ 'formation', true, bundle.id ],
			[ 'subscription', false, null ],
		] );
		expect( store.cart.total ).toBe( bundle.llc_price );
		expect( store.cart.monthlyTotal ).toBeNull();
		expect( store.cart.setBillingType( 'monthly', refused ) ).toBeNull();
		expect( store.cart.monthlyTotal ).toBe( bundle.llc_price / 12 );

		entity( store, 'Corp' );
		expect( store.cart.total ).toBe( bundle.corp_price );
	} );

	it( 'refuses monthly billing for an NP Corp with the configured message', async () => {
		const { store } = storeWith( SUBSCRIPTION );
		chooseState( store, 'NY' );
		entity( store, 'NP Corp' );
		await settle();
		expect( store.cart.setBillingType( 'monthly', refused ) ).toBe(
			refused
		);
		expect( store.cart.billingType ).toBe( 'yearly' );
		expect( store.cart.lines.map( ( l ) => l.saveAs ) ).toEqual( [
			'registeredAgent',
			'formation',
		] );
	} );

	it( 'warns on the console when no bundle matches the state', async () => {
		const transport = fakeTransport();
		transport.loadSubscriptionBundles.mockResolvedValue( [] );
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const { store } = storeWith( SUBSCRIPTION, transport );
		chooseState( store, 'TX' );
		await settle();
		expect( warn ).toHaveBeenCalledWith(
			'subscription bundle mode attempted, but no bundle was matched for TX'
		);
		expect( store.cart.lines.map( ( l ) => l.bundled ) ).toEqual( [
			false,
			false,
		] );
		warn.mockRestore();
	} );
} );

describe( 'entity types follow the state on a formation form', () => {
	it( 'moving to Wyoming clears a PLLC, which Wyoming does not offer', async () => {
		const { store } = storeWith( FORMATION );
		chooseState( store, 'CA' );
		store.formData.set( 'companyInformation.entityType', {
			key: 'PLLC',
			value: 'PLLC',
		} );
		await settle();
		expect( store.cart.lines.map( ( l ) => l.name ) ).toContain(
			'California PLLC Formation'
		);
		chooseState( store, 'WY' );
		expect(
			store.formData.get( 'companyInformation.entityType' )
		).toBeNull();
		chooseState( store, 'NY' );
		store.formData.set( 'companyInformation.entityType', {
			key: 'LLC',
			value: 'LLC',
		} );
		chooseState( store, 'WY' );
		expect(
			store.formData.get( 'companyInformation.entityType.key' )
		).toBe( 'LLC' );
	} );
} );

describe( 'multi-year registered agent', () => {
	const MULTI_YEAR: ConfiguredProduct[] = [
		{
			saveAs: 'registeredAgent',
			category: 'registered-agent',
			primary: true,
			durations: [ 12, 24, 36 ],
			defaultDuration: 24,
		},
	];

	it( 'starts at the preselected term, follows the choice, falls back when the choice is not offered', async () => {
		const { store } = storeWith( MULTI_YEAR );
		chooseState( store, 'CA' );
		await settle();
		const agent = () => store.cart.lines[ 0 ];
		expect( agent() ).toMatchObject( {
			price: 298,
			durationFormatted: '2 Years',
			multiYear: true,
		} );
		store.formData.set( 'productState.registeredAgent.data.duration', 36 );
		expect( agent() ).toMatchObject( {
			price: 447,
			durationFormatted: '3 Years',
		} );
		store.formData.set( 'productState.registeredAgent.data.duration', 60 );
		expect( agent() ).toMatchObject( { price: 298, duration: 24 } );
	} );
} );

describe( 'bundle trigger fields and jurisdiction limits', () => {
	const TRIGGERED: ConfiguredProduct[] = [
		{
			saveAs: 'registeredAgent',
			category: 'registered-agent',
			primary: true,
			config: {
				jurisdiction_limit_toggle: true,
				jurisdiction_limit_select: [ 'CA', 'NY' ],
			},
		},
		{
			saveAs: 'corporateKit',
			category: 'bundle',
			product_id: 4101,
			primary: true,
			config: {
				fieldTriggerToggle: true,
				orConditions: [
					{
						andConditions: [
							{
								fieldKey: 'companyInformation.entityType',
								fieldVal: 'Corp',
							},
						],
					},
					{
						andConditions: [
							{
								fieldKey: 'companyInformation.entityType',
								fieldVal: 'LLC',
							},
							{ fieldKey: 'wantsKit', fieldVal: true },
						],
					},
				],
			},
		},
	];
	const saveAsList = ( store: RootStore ) =>
		store.cart.lines.map( ( l ) => l.saveAs );

	it( 'a bundle comes with its trigger fields and leaves, items and all, when they change', async () => {
		const { store } = storeWith( TRIGGERED );
		chooseState( store, 'CA' );
		await settle();
		expect( saveAsList( store ) ).toEqual( [ 'registeredAgent' ] );
		store.formData.set( 'companyInformation.entityType', {
			key: 'Corp',
			value: 'Corp',
		} );
		expect( saveAsList( store ) ).toEqual( [
			'registeredAgent',
			'corporateKit',
			'corporateKit.4001',
			'corporateKit.4002',
		] );
		store.formData.set( 'companyInformation.entityType', {
			key: 'LLC',
			value: 'LLC',
		} );
		expect( saveAsList( store ) ).toEqual( [ 'registeredAgent' ] );
		store.formData.setConfiguredPath( 'wantsKit', true );
		expect( saveAsList( store ) ).toHaveLength( 4 );
	} );

	it( 'a product limited to some jurisdictions stays out elsewhere', async () => {
		const { store } = storeWith( TRIGGERED );
		chooseState( store, 'TX' );
		await settle();
		expect( saveAsList( store ) ).toEqual( [] );
		chooseState( store, 'NY' );
		await settle();
		expect( saveAsList( store ) ).toEqual( [ 'registeredAgent' ] );
	} );
} );

describe( 'filing products load only where a filing can be', () => {
	it( 'a multi-state registered-agent form loads none', async () => {
		const { store, transport } = storeWith( [
			{
				saveAs: 'registeredAgent',
				category: 'registered-agent',
				primary: true,
				multiState: true,
			},
		] );
		chooseState( store, 'CA' );
		store.cart.setStateSelected( 'registeredAgent', 'TX', true );
		await settle();
		expect( transport.loadFilingProducts ).not.toHaveBeenCalled();
		expect( store.cart.lines.map( ( l ) => l.state ) ).toEqual( [ 'TX' ] );
	} );
} );

describe( 'a failed filing load', () => {
	it( 'prices no filing, says so on its own, and loads on retry', async () => {
		const transport = fakeTransport();
		transport.loadFilingProducts.mockRejectedValueOnce(
			new Error( 'Network Error' )
		);
		const { store } = storeWith( FORMATION, transport );
		chooseState( store, 'CA' );
		await settle();
		expect( store.products.filingLoadError ).toBe( 'Network Error' );
		expect( store.products.loadError ).toBeNull();
		expect( store.cart.lines.map( ( l ) => l.saveAs ) ).toEqual( [
			'registeredAgent',
		] );
		store.products.loadFilingProducts( store.cart.selectedStates );
		await settle();
		expect( store.products.filingLoadError ).toBeNull();
		expect( store.cart.total ).toBe( 223 );
	} );
} );
