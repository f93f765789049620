import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { RootStore } from '../../../src/store/RootStore';
import {
	createStore,
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from '../store/fake-transport';

/**
 * The order the browser builds, completed as Process_Signup completes it, must pass the marketing-API
 * stand-in's strict check: the two sides cannot drift apart unnoticed.
 */
interface SentOrder {
	addresses: { kind: string }[];
	payment: Record< string, unknown >;
	[ key: string ]: unknown;
}

describe( 'the order payload matches the marketing API contract', () => {
	async function submittedOrder(
		adjust?: ( store: ReturnType< typeof createStore >[ 'store' ] ) => void
	) {
		const { store, transport } = createStore();
		fillValidOrder( store );
		adjust?.( store );
		await settle();
		await store.submission.submit();
		const [ formType, signupData ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [ string, SentOrder ];
		// What includes/Ajax/Process_Signup.php adds on the server.
		const order: SentOrder = {
			...signupData,
			website: 1,
			client_ip: '127.0.0.1',
			test: true,
			formType,
		};
		return order;
	}

	const rules = {
		websiteId: '1',
		isKnownProduct: ( productId: number ) => productId === 1004,
		tokenStatus: () => 'usable' as const,
	};

	it( 'with the contact address as billing address', async () => {
		expect( findSignupProblem( await submittedOrder(), rules ) ).toBeNull();
	} );

	it( 'with a different billing address', async () => {
		const order = await submittedOrder( ( store ) => {
			store.formData.set( 'paymentInformation.differentAddress', true );
			store.formData.set( 'paymentInformation.billingAddress', {
				line1: '500 Main St',
				city: 'Austin',
				state: 'TX',
				zip: '78701',
			} );
		} );
		expect( findSignupProblem( order, rules ) ).toBeNull();
		expect( order.addresses.map( ( address ) => address.kind ) ).toEqual( [
			'primary',
			'billing',
		] );
	} );

	it( 'the check is strict: a card number in the order is refused', async () => {
		const order = await submittedOrder();
		order.payment.number = '4242424242424242';
		expect( findSignupProblem( order, rules ) ).toBe(
			'unexpected key payment.number'
		);
	} );

	it( 'a formation cart carries its filing methods and its bundle items as the sandbox expects', async () => {
		const transport = fakeTransport();
		const config = testConfig( { formType: 'business-formation' } );
		config.form.steps[ 0 ].modules.push( {
			name: 'optional-products',
			attributes: {
				products: [
					{
						saveAs: 'registeredAgent',
						category: 'registered-agent',
						primary: true,
					},
					{
						saveAs: 'formation',
						category: 'formation',
						primary: true,
					},
					{
						saveAs: 'businessIdentity',
						category: 'bundle',
						product_id: 4100,
					},
					{
						saveAs: 'overseasShipping',
						category: 'overseas-shipping',
					},
				],
			},
		} );
		const store = new RootStore( config, {
			transport,
			navigate: jest.fn(),
		} );
		fillValidOrder( store );
		store.formData.set( 'businessIdentityToggle', true );
		store.cart.setChecked( 'overseasShipping', true );
		await settle();
		store.cart.selectFilingMethod(
			'formation',
			'CA',
			'ca-llc-formation-expedited'
		);
		await store.submission.submit();
		const [ formType, signupData ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [ string, SentOrder ];
		const order: SentOrder = {
			...signupData,
			website: 1,
			client_ip: '127.0.0.1',
			test: true,
			formType,
		};
		const products = (
			order.companies as Array< {
				products: Array< Record< string, unknown > >;
			} >
		 )[ 0 ].products;
		expect(
			products.map( ( p ) => [
				p.saveAs,
				p.product_id,
				p.product_option_id,
			] )
		).toEqual( [
			[ 'registeredAgent', 1004, null ],
			[ 'formation', 3040, 30402 ],
			[ 'businessIdentity', 4100, null ],
		] );
		expect(
			( products[ 2 ].data as { products: unknown[] } ).products
		).toHaveLength( 3 );
		expect(
			findSignupProblem( order, {
				websiteId: '1',
				isKnownProduct: ( id ) =>
					isKnownProductId( id ) || isCartProductId( id ),
				isProductOption,
				tokenStatus: () => 'usable',
			} )
		).toBeNull();
	} );
} );
