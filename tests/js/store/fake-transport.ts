import type {
	FormAnswer,
	OutcomeAnswer,
	Product,
	SignupAnswer,
	TokenizerAnswer,
	Transport,
} from '../../../src/api/types';
import type { PageConfig } from '../../../src/config';
import type { FormStorage } from '../../../src/store/FormPersistence';
import { RootStore } from '../../../src/store/RootStore';
import { fakeProductTransport } from './fake-catalog';

export const raProduct = (
	state: string,
	price: number,
	id: number
): Product => ( {
	id,
	product_id: id,
	name: `Registered Agent Service - ${ state }`,
	price,
	category: 'registered-agent',
	type: 'registered_agent',
	duration: 12,
	registered_agent: {
		id: id + 5000,
		jurisdiction: {
			id: id + 9000,
			abbreviation: state,
			state_province_region: state,
		},
	},
} );

/** A transport whose answers each test controls; every call is recorded by jest. */
export function fakeTransport() {
	return {
		...fakeProductTransport(),
		loadRegisteredAgentProducts: jest.fn(
			async ( state: string ): Promise< Product[] > => [
				raProduct(
					state,
					state === 'CA' ? 149 : 125,
					state === 'CA' ? 1004 : 1000
				),
			]
		),
		tokenize: jest.fn( async (): Promise< TokenizerAnswer > => ( {
			success: true,
			token: 'tok_1',
			customer_id: 'cus_1',
		} ) ),
		submitSignup: jest.fn( async (): Promise< SignupAnswer > => ( {
			result: {
				invoice_numbers: [ 'INV-000001' ],
				account_id: 7,
				login_url: 'http://sandbox.test/login?account=7',
			},
		} ) ),
		submitForm: jest.fn( async ( action: string ): Promise< FormAnswer > =>
			action === 'process_login' || action === 'process_signup'
				? {
						result: {
							login_url: 'http://sandbox.test/login?account=9',
						},
					}
				: { success: true }
		),
		checkOutcome: jest.fn( async (): Promise< OutcomeAnswer > => ( {
			outcome: 'not_placed',
		} ) ),
	} satisfies Transport;
}

export const testConfig = (
	overrides: Partial< PageConfig[ 'form' ] > = {}
): PageConfig => ( {
	pluginVersion: '0.1.0',
	ajaxUrl: '/wp-admin/admin-ajax.php',
	nonce: 'nonce',
	pageId: 5,
	productApiUrl: 'http://sandbox.test/api',
	websiteId: '1',
	tokenizerUrl: 'http://sandbox.test/tokenizer/tokenize',
	tokenizerTestKey: 'test_key_sandbox',
	form: {
		formType: 'registered-agent-signup',
		stepMode: true,
		submitButtonText: '',
		termsText: '',
		termsUrl: '/terms/',
		phoneText: '',
		phoneNumber: '',
		steps: [
			{
				key: 'company',
				label: 'Company',
				modules: [
					{ name: 'state-picker', attributes: {} },
					{ name: 'company-information', attributes: {} },
				],
			},
			{
				key: 'contact',
				label: 'Contact',
				modules: [
					{ name: 'contact-information', attributes: {} },
					{ name: 'account-setup', attributes: {} },
				],
			},
			{
				key: 'payment',
				label: 'Payment',
				modules: [
					{ name: 'order-summary', attributes: {} },
					{ name: 'payment', attributes: {} },
				],
			},
		],
		...overrides,
	},
} );

export function createStore(
	transport = fakeTransport(),
	navigate = jest.fn(),
	storage?: FormStorage
) {
	const store = new RootStore( testConfig(), {
		transport,
		navigate,
		storage,
	} );
	return { store, transport, navigate };
}

/**
 * What a visitor types into the registered-agent demo form.
 * @param store
 */
export function fillValidOrder( store: RootStore ): void {
	const { formData } = store;
	formData.set( 'companyInformation.state', {
		key: 'CA',
		value: 'California',
	} );
	formData.set( 'companyInformation.companyName', 'Acme Widgets LLC' );
	formData.set( 'contactInformation.firstName', 'Ada' );
	formData.set( 'contactInformation.lastName', 'Lovelace' );
	formData.set( 'contactInformation.phone', '(555) 010-0199' );
	formData.set( 'contactInformation.address.line1', '1 Market St' );
	formData.set( 'contactInformation.address.city', 'San Francisco' );
	formData.set( 'contactInformation.address.state', 'CA' );
	formData.set( 'contactInformation.address.zip', '94105' );
	formData.set( 'accountInformation.email', 'ada@example.com' );
	formData.set( 'accountInformation.password', 'Correct-Horse-9' );
	formData.set( 'paymentInformation.first_name', 'Ada' );
	formData.set( 'paymentInformation.last_name', 'Lovelace' );
	formData.set( 'paymentInformation.number', '4242 4242 4242 4242' );
	formData.set( 'paymentInformation.cvc', '123' );
	formData.set( 'paymentInformation.exp_month', '12' );
	formData.set(
		'paymentInformation.exp_year',
		String( new Date().getFullYear() + 2 )
	);
}

/** Lets pending promise callbacks (MobX flows) run. */
export const settle = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
