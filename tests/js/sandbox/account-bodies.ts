/** A free account signup as WordPress forwards it to process_signup (no order, no card). */
export const freeAccount = () => ( {
	website: 1,
	client_ip: '127.0.0.1',
	test: true,
	formType: 'free-account',
	account: {
		email_address: 'ada@example.com',
		password: 'Correct-Horse-9',
		notes: '',
		affiliate_type: null,
		ab_test_rolled_variants: [],
	},
	contact: { first_name: 'Ada', last_name: 'Lovelace' },
} );
