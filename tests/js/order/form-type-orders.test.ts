import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { priceOrder } from '../../../sandbox/src/oracle';
import { findSignupProblem } from '../../../sandbox/src/signup';
import type { ModuleConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { catalogProducts } from '../store/fake-catalog';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { orderStore, type SentOrder } from './order-store';

/**
 * The orders of the double-LLC, foreign registration, domestication and tax ID forms: each sends its own data
 * (the second company, the home state, the tax ID choice), the sandbox's strict checker accepts it and its
 * oracle prices it to the cart's total. Prices are the sandbox catalog's.
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

const AGENT = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
};

const module = ( name: string, attributes: object ): ModuleConfig => ( {
	name,
	attributes: attributes as ModuleConfig[ 'attributes' ],
} );

/**
 * A store of the form type whose registered agents are the sandbox catalog's for every state (the shared
 * fake answers only California's with its own id).
 */
function catalogOrderStore( formType: string, modules: ModuleConfig[] ) {
	const built = orderStore( formType, modules );
	built.transport.loadRegisteredAgentProducts.mockImplementation(
		async ( state: string ) =>
			catalogProducts.registeredAgents.filter(
				( product ) =>
					product.registered_agent?.jurisdiction.abbreviation ===
					state
			)
	);
	return built;
}

const lineSummary = ( order: SentOrder, company: number ) =>
	order.companies[ company ].products.map( ( line ) => [
		line.saveAs,
		line.data.state,
	] );

describe( 'double LLC: "second company name (double LLC)", sent as a second entry of companies', () => {
	const modules = [
		module( 'filing-methods', {
			products: [
				AGENT,
				{ saveAs: 'formation', category: 'formation', primary: true },
			],
		} ),
		module( 'second-company', {
			products: [
				{
					saveAs: 'parentFormation',
					category: 'parent-formation',
					primary: true,
					company: 'second',
				},
			],
		} ),
	];

	it( 'files the parent formation for the second company, under its own name', async () => {
		const { store, submit } = catalogOrderStore( 'double-llc', modules );
		store.formData.set( 'companyInformation.state', {
			key: 'WY',
			value: 'Wyoming',
		} );
		store.formData.set(
			'companyInformation.secondCompanyName',
			'Acme Holdings LLC'
		);
		const order = await submit();

		expect( order.companies ).toHaveLength( 2 );
		expect( order.companies[ 0 ].company.name ).toBe( 'Acme Widgets LLC' );
		expect( lineSummary( order, 0 ) ).toEqual( [
			[ 'registeredAgent', 'WY' ],
			[ 'formation', 'WY' ],
		] );
		expect( order.companies[ 1 ].company ).toEqual( {
			name: 'Acme Holdings LLC',
			entity_type: 'LLC',
			industry: '',
			position: '',
			naics_code: '',
			ab_test_rolled_variants: [],
		} );
		expect( lineSummary( order, 1 ) ).toEqual( [
			[ 'parentFormation', 'WY' ],
		] );
		expect( order.companies[ 1 ].products[ 0 ].data ).toMatchObject( {
			company_name: 'Acme Holdings LLC',
			entity_type: 'LLC',
		} );
		expect( order.companies[ 0 ].products[ 1 ].data ).toMatchObject( {
			company_name: 'Acme Widgets LLC',
		} );
		// WY: agent $99; LLC formation $0 + $100 state fee + 5 % card fee $5; parent formation $150 + $100.
		expect( store.cart.total ).toBe( 99 + 105 + 250 );
		expectAcceptedAndPricedAs( order, 454 );
	} );

	it( 'requires the second company name: required, at least 2 characters', async () => {
		const { store } = catalogOrderStore( 'double-llc', modules );
		for ( const [ name, error ] of [
			[ '', 'Second Company Name is required' ],
			[ 'A', 'Second Company Name must be at least 2 characters' ],
			[ 'AB', undefined ],
		] as const ) {
			store.formData.set( 'companyInformation.secondCompanyName', name );
			store.steps.validateAll();
			expect(
				store.validation.errorOf(
					'companyInformation.secondCompanyName'
				)
			).toBe( error );
		}
	} );
} );

describe.each( [
	[
		'foreign-registration',
		'foreignRegistration',
		'CA',
		'DE',
		// CA: agent $149; foreign registration $100 + $70 state fee.
		149 + 170,
	],
	[
		'domestication',
		'domestication',
		'TX',
		'CA',
		// TX: agent $125; domestication $199 + $300 state fee.
		125 + 499,
	],
] )(
	'%s: "home state and service state"',
	( formType, saveAs, serviceState, homeState, total ) => {
		const modules = [
			module( 'home-state', {} ),
			module( 'filing-methods', {
				products: [
					AGENT,
					{ saveAs, category: formType, primary: true },
				],
			} ),
		];

		it( 'prices the filing in the service state and sends the home state with it', async () => {
			const { store, submit } = catalogOrderStore( formType, modules );
			store.formData.set( 'companyInformation.state', {
				key: serviceState,
				value: serviceState,
			} );
			store.formData.set( 'companyInformation.homeState', {
				key: homeState,
				value: homeState,
			} );
			const order = await submit();

			expect( order.companies ).toHaveLength( 1 );
			expect( lineSummary( order, 0 ) ).toEqual( [
				[ 'registeredAgent', serviceState ],
				[ saveAs, serviceState ],
			] );
			expect( order.companies[ 0 ].products[ 1 ].data ).toEqual( {
				state: serviceState,
				filing_method: `${ serviceState.toLowerCase() }-${ formType }-standard`,
				company_name: 'Acme Widgets LLC',
				entity_type: 'LLC',
				home_state: homeState,
			} );
			expect( store.cart.total ).toBe( total );
			expectAcceptedAndPricedAs( order, total );
		} );

		it( 'requires the home state', async () => {
			const { store } = catalogOrderStore( formType, modules );
			expect( store.steps.validateAll() ).toBe( false );
			expect(
				store.validation.errorOf( 'companyInformation.homeState.key' )
			).toBe( 'Home State is required' );
		} );
	}
);

describe( 'tax ID form: "the chosen product is marked checked, the other unchecked, and only the chosen one stays in the cart"', () => {
	const TAX_IDS = [
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
	];
	const modules = [ module( 'tax-id-choice', { products: TAX_IDS } ) ];

	it.each( [
		// [ rule, choices in order, ssn checked, no-ssn checked, cart, total ]
		[ 'nothing chosen: neither', [], undefined, undefined, [], 0 ],
		[
			'with SSN: checked, in the cart at $50',
			[ 'ssn' ],
			true,
			false,
			[ 'taxIdSsn' ],
			50,
		],
		[
			'without SSN: checked, in the cart at $150',
			[ 'no-ssn' ],
			false,
			true,
			[ 'taxIdNoSsn' ],
			150,
		],
		[
			'with, then without: the first unchecked and removed',
			[ 'ssn', 'no-ssn' ],
			false,
			true,
			[ 'taxIdNoSsn' ],
			150,
		],
		[
			'without, then with: the first unchecked and removed',
			[ 'no-ssn', 'ssn' ],
			true,
			false,
			[ 'taxIdSsn' ],
			50,
		],
	] as const )( '%s', async ( _rule, choices, ssn, noSsn, cart, total ) => {
		const { store } = orderStore( 'tax-id', modules );
		await settle();
		choices.forEach( ( choice ) => store.cart.chooseTaxId( choice ) );
		expect( store.cart.productState( 'taxIdSsn' )?.checked ).toBe( ssn );
		expect( store.cart.productState( 'taxIdNoSsn' )?.checked ).toBe(
			noSsn
		);
		expect( store.cart.lines.map( ( line ) => line.saveAs ) ).toEqual(
			cart
		);
		expect( store.cart.total ).toBe( total );
	} );

	it( 'is required on the tax ID form', async () => {
		const { store } = orderStore( 'tax-id', modules );
		expect( store.steps.validateAll() ).toBe( false );
		expect( store.validation.errorOf( 'taxIDSelection' ) ).toBe(
			'Tax ID (EIN) is required'
		);
		store.cart.chooseTaxId( 'ssn' );
		store.steps.validateAll();
		expect( store.validation.errorOf( 'taxIDSelection' ) ).toBeUndefined();
	} );

	it( 'sends the chosen tax ID alone, with its federal filing method', async () => {
		const { store, submit } = orderStore( 'tax-id', modules );
		store.cart.chooseTaxId( 'no-ssn' );
		const order = await submit();
		expect( order.formType ).toBe( 'tax-id' );
		expect( order.companies[ 0 ].products ).toEqual( [
			{
				product_id: 4006,
				product_option_id: 40061,
				quantity: 1,
				data: { state: 'CA', filing_method: 'tax-id-no-ssn' },
				saveAs: 'taxIdNoSsn',
			},
		] );
		expectAcceptedAndPricedAs( order, 150 );
	} );

	it( '"Error: filing method not found" when no filing method matches, and the product stays out', async () => {
		const transport = fakeTransport();
		transport.loadSimpleProducts.mockResolvedValue(
			catalogProducts.simple.map( ( product ) =>
				product.id === 4006
					? { ...product, filing_methods: [] }
					: product
			)
		);
		const config = testConfig( { formType: 'tax-id' } );
		config.form.steps[ 0 ].modules.push( ...modules );
		const store = new RootStore( config, {
			transport,
			navigate: jest.fn(),
		} );
		await settle();
		store.cart.chooseTaxId( 'no-ssn' );
		expect( store.cart.errors ).toEqual( [
			'Error: filing method not found',
		] );
		expect( store.cart.lines ).toEqual( [] );
		store.cart.chooseTaxId( 'ssn' );
		expect( store.cart.errors ).toEqual( [] );
		expect( store.cart.lines.map( ( line ) => line.saveAs ) ).toEqual( [
			'taxIdSsn',
		] );
	} );
} );
