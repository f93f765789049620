/**
 * A valid full order payload (what process_signup forwards): a registered agent in California, as the
 * browser builds it plus what the plugin's PHP adds (website, client_ip, test). Tests mutate copies of it;
 * tests/fixtures/signup-payload.json holds the same object for the PHP tests.
 */

export const SAMPLE_TOKEN = 'tok_sample0000000000000000';
export const SAMPLE_CUSTOMER_ID = 'cus_sample00000000';
export const SAMPLE_PRODUCT_ID = 1004;

export interface SampleOrderOptions {
	token?: string;
	customerId?: string;
	websiteId?: number;
}

export interface SampleOrder {
	website: number;
	client_ip: string;
	companies: Array< {
		company: {
			name: string;
			entity_type: string;
			industry: string;
			position: string;
			naics_code: string;
			ab_test_rolled_variants: unknown[];
		};
		products: Array< {
			product_id: number;
			product_option_id: number | null;
			quantity: number;
			data: Record< string, unknown >;
			saveAs: string;
		} >;
		notes?: string;
	} >;
	account: {
		email_address: string;
		password: string;
		notes: string;
		affiliate_type: string | null;
		ab_test_rolled_variants: unknown[];
	};
	contact: { first_name: string; last_name: string };
	phones: Array< { kind: string; phone_number: string } >;
	addresses: Array< {
		kind: string;
		label: string;
		line1: string;
		city: string;
		zip_postal_code: string;
		state_province_region: string;
		country: string;
		text?: string;
	} >;
	emails: Array< { kind: string; email_address: string } >;
	payment: {
		processor: string;
		token: string;
		customer_id: string;
		currency: string;
		billing_address: {
			line1: string;
			city: string;
			state: string;
			zipcode: string;
			country: string;
		};
	};
	test: boolean;
	cancel_services: boolean;
	formType: string;
	affiliate?: Record< string, unknown >;
	nyop?: Record< string, unknown >;
}

export function buildSampleOrder(
	options: SampleOrderOptions = {}
): SampleOrder {
	return {
		website: options.websiteId ?? 1,
		client_ip: '203.0.113.7',
		companies: [
			{
				company: {
					name: 'Analytical Engines LLC',
					entity_type: 'LLC',
					industry: '',
					position: '',
					naics_code: '',
					ab_test_rolled_variants: [],
				},
				products: [
					{
						product_id: SAMPLE_PRODUCT_ID,
						product_option_id: null,
						quantity: 1,
						data: { state: 'CA' },
						saveAs: 'registeredAgent',
					},
				],
			},
		],
		account: {
			email_address: 'ada@example.com',
			password: 'correct-horse-battery',
			notes: '',
			affiliate_type: null,
			ab_test_rolled_variants: [],
		},
		contact: { first_name: 'Ada', last_name: 'Lovelace' },
		phones: [ { kind: 'primary', phone_number: '(415) 555-0134' } ],
		addresses: [
			{
				kind: 'primary',
				label: 'Primary',
				line1: '12 Babbage Way',
				city: 'San Francisco',
				zip_postal_code: '94105',
				state_province_region: 'CA',
				country: 'US',
				text: '12 Babbage Way, San Francisco, CA 94105, US',
			},
		],
		emails: [],
		payment: {
			processor: 'card_vault',
			token: options.token ?? SAMPLE_TOKEN,
			customer_id: options.customerId ?? SAMPLE_CUSTOMER_ID,
			currency: 'USD',
			billing_address: {
				line1: '12 Babbage Way',
				city: 'San Francisco',
				state: 'CA',
				zipcode: '94105',
				country: 'US',
			},
		},
		test: true,
		cancel_services: false,
		formType: 'registered-agent-signup',
	};
}
