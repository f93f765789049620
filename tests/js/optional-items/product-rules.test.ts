import type { FormDataPath } from '../../../src/form-data/typed-paths';
import type { RootStore } from '../../../src/store/RootStore';
import { orderStore, products } from '../order/order-store';
import { settle } from '../store/fake-transport';

/**
 * The Optional Items step's product rules, each as the spec words it, with the four outcomes a product can
 * have: checked (in the cart and the order), unchecked (never ticked), removed (ticked then unticked) and
 * disabled (in the cart at $0, out of the order).
 */
const ITEMS = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
	{ saveAs: 'businessIdentity', category: 'bundle', product_id: 4100 },
	{ saveAs: 'corporateBook', category: 'corporate-book' },
	{ saveAs: 'corporateSeal', category: 'corporate-seal' },
	{ saveAs: 'certificates', category: 'certificates', product_id: 4019 },
	{ saveAs: 'notaryStamp', category: 'notary-stamp', product_id: 4020 },
	{ saveAs: 'processAgent', category: 'process-agent', product_id: 4021 },
	{ saveAs: 'tradeName', category: 'trade-name' },
	{ saveAs: 'overseasShipping', category: 'overseas-shipping' },
	{ saveAs: 'phoneService', category: 'phone-service' },
	{ saveAs: 'voiceOffice', category: 'voice-office' },
	{
		saveAs: 'lawOnCall',
		category: 'law-on-call',
		visibility: { kind: 'law-on-call' },
	},
];

type Step =
	| [ 'check' | 'uncheck', string ]
	| [ 'state', string ]
	| [ 'identity', boolean ];

async function cartAfter( steps: Step[] ) {
	const order = orderStore( 'business-formation', [ products( ITEMS ) ] );
	const { store } = order;
	await settle();
	for ( const step of steps ) {
		apply( store, step );
		await settle();
	}
	const lines = store.cart.lines.filter(
		( line ) => line.saveAs !== 'registeredAgent'
	);
	return {
		...order,
		enabled: lines
			.filter( ( line ) => ! line.disabled && ! line.bundled )
			.map( ( line ) => line.saveAs ),
		disabled: lines
			.filter( ( line ) => line.disabled )
			.map( ( line ) => line.saveAs ),
	};
}

function apply( store: RootStore, step: Step ): void {
	switch ( step[ 0 ] ) {
		case 'check':
		case 'uncheck':
			store.cart.setChecked( step[ 1 ], step[ 0 ] === 'check' );
			return;
		case 'state':
			store.formData.chooseState( { key: step[ 1 ], value: step[ 1 ] } );
			return;
		case 'identity':
			store.formData.setBusinessIdentity( step[ 1 ] );
	}
}

describe.each( [
	[
		'"Ticking an opt-in product checkbox adds the product to the cart; unticking removes it."',
		[
			[
				'checked',
				[ [ 'check', 'corporateBook' ] ],
				[ 'corporateBook' ],
				[],
			],
			[ 'unchecked', [], [], [] ],
			[
				'removed',
				[
					[ 'check', 'corporateBook' ],
					[ 'uncheck', 'corporateBook' ],
				],
				[],
				[],
			],
		],
	],
	[
		'"Overseas shipping is disabled unless a book or seal product is checked."',
		[
			[
				'disabled: no book or seal',
				[ [ 'check', 'overseasShipping' ] ],
				[],
				[ 'overseasShipping' ],
			],
			[
				'checked with a seal',
				[
					[ 'check', 'corporateSeal' ],
					[ 'check', 'overseasShipping' ],
				],
				[ 'corporateSeal', 'overseasShipping' ],
				[],
			],
			[
				'checked with a book',
				[
					[ 'check', 'corporateBook' ],
					[ 'check', 'overseasShipping' ],
				],
				[ 'corporateBook', 'overseasShipping' ],
				[],
			],
			[
				'disabled again once the book is removed',
				[
					[ 'check', 'corporateBook' ],
					[ 'check', 'overseasShipping' ],
					[ 'uncheck', 'corporateBook' ],
				],
				[],
				[ 'overseasShipping' ],
			],
			[
				'removed',
				[
					[ 'check', 'corporateSeal' ],
					[ 'check', 'overseasShipping' ],
					[ 'uncheck', 'overseasShipping' ],
				],
				[ 'corporateSeal' ],
				[],
			],
		],
	],
	[
		'"Phone service is disabled if any voice-office product is checked."',
		[
			[
				'checked alone',
				[ [ 'check', 'phoneService' ] ],
				[ 'phoneService' ],
				[],
			],
			[
				'disabled by a voice office',
				[
					[ 'check', 'phoneService' ],
					[ 'check', 'voiceOffice' ],
				],
				[ 'voiceOffice' ],
				[ 'phoneService' ],
			],
			[
				'back once the voice office is removed',
				[
					[ 'check', 'phoneService' ],
					[ 'check', 'voiceOffice' ],
					[ 'uncheck', 'voiceOffice' ],
				],
				[ 'phoneService' ],
				[],
			],
		],
	],
	[
		'"Law-on-call only UT."',
		[
			[
				'checked in UT',
				[
					[ 'state', 'UT' ],
					[ 'check', 'lawOnCall' ],
				],
				[ 'lawOnCall' ],
				[],
			],
			[
				'removed from the cart when the state leaves UT',
				[
					[ 'state', 'UT' ],
					[ 'check', 'lawOnCall' ],
					[ 'state', 'CA' ],
				],
				[],
				[],
			],
			[ 'never sold in CA', [ [ 'check', 'lawOnCall' ] ], [], [] ],
		],
	],
	[
		'"Changes to business-identity bundle selection ... rebuild the cart."',
		[
			[
				'checked: the bundle, its items inside it',
				[ [ 'identity', true ] ],
				[ 'businessIdentity' ],
				[],
			],
			[
				'removed: the bundle and its items leave',
				[
					[ 'identity', true ],
					[ 'identity', false ],
				],
				[],
				[],
			],
		],
	],
	[
		'corporate supplies: book, seal, certificates, notary stamp; process agent',
		[
			[
				'each checked',
				[
					[ 'check', 'corporateSeal' ],
					[ 'check', 'certificates' ],
					[ 'check', 'notaryStamp' ],
					[ 'check', 'processAgent' ],
				],
				[
					'corporateSeal',
					'certificates',
					'notaryStamp',
					'processAgent',
				],
				[],
			],
			[
				'each removed',
				[
					[ 'check', 'notaryStamp' ],
					[ 'check', 'processAgent' ],
					[ 'uncheck', 'notaryStamp' ],
					[ 'uncheck', 'processAgent' ],
				],
				[],
				[],
			],
		],
	],
] as Array< [ string, Array< [ string, Step[], string[], string[] ] > ] > )(
	'%s',
	( _, rows ) => {
		it.each( rows )( '%s', async ( __, steps, enabled, disabled ) => {
			const cart = await cartAfter( steps );
			expect( cart.enabled ).toEqual( enabled );
			expect( cart.disabled ).toEqual( disabled );
		} );
	}
);

describe( 'a disabled product stays out of the order', () => {
	it( 'overseas shipping without a book or seal is not sent and costs nothing', async () => {
		const { store, submit } = await cartAfter( [
			[ 'check', 'overseasShipping' ],
		] );
		const order = await submit();
		expect(
			order.companies[ 0 ].products.map( ( line ) => line.saveAs )
		).toEqual( [ 'registeredAgent' ] );
		expect( store.cart.total ).toBe( 149 );
	} );
} );

describe( 'each product’s data goes into the order', () => {
	it( 'seal capitalization, certificates by the piece, the notary, the docket, the trade name of the state', async () => {
		const { store, submit } = await cartAfter( [
			[ 'state', 'FL' ],
			[ 'check', 'corporateSeal' ],
			[ 'check', 'certificates' ],
			[ 'check', 'notaryStamp' ],
			[ 'check', 'processAgent' ],
			[ 'check', 'tradeName' ],
		] );
		const set = ( path: FormDataPath, value: string ) =>
			store.formData.set( path, value );
		set(
			'productState.corporateSeal.data.embossSealCapitalization',
			'uppercase'
		);
		set( 'companyInformation.certificateQuantity', '3' );
		const notary = {
			first_name: 'Mary',
			middle_name: '',
			last_name: 'Somerville',
			notary_id: 'GG 123456',
			city: 'Miami',
			company_state: 'FL',
			exp_month: '6',
			exp_day: '30',
			exp_year: '2029',
		};
		Object.entries( notary ).forEach( ( [ field, value ] ) =>
			set( `productState.notaryStamp.data.notary.${ field }`, value )
		);
		set( 'productState.processAgent.data.docketNumberType', 'MC' );
		set( 'productState.processAgent.data.docketNumber', '123456' );
		set( 'productState.processAgent.data.USDOTNumber', '7654321' );
		set( 'productState.tradeName.data.FL.name', 'Sunshine Widgets' );

		const order = await submit();
		const sent = Object.fromEntries(
			order.companies[ 0 ].products.map( ( line ) => [
				line.saveAs,
				line,
			] )
		);
		expect( sent.corporateSeal.data ).toMatchObject( {
			emboss_seal_capitalization: 'uppercase',
		} );
		expect( sent.certificates ).toMatchObject( {
			product_id: 4019,
			quantity: 3,
		} );
		expect( sent.notaryStamp.data ).toMatchObject( { notary } );
		expect( sent.processAgent.data ).toEqual( {
			state: 'FL',
			docket_number_type: 'MC',
			docket_number: '123456',
			usdot_number: '7654321',
		} );
		expect( sent.tradeName.data ).toMatchObject( {
			state: 'FL',
			trade_name: 'Sunshine Widgets',
		} );
		// FL agent + $35 seal + 3 × $5 certificates + $45 stamp + $49 BOC-3 + $99 trade name and its $50 state fee.
		const agent = store.cart.lines.find(
			( line ) => line.saveAs === 'registeredAgent'
		)!.price;
		expect( store.cart.total ).toBe( agent + 35 + 15 + 45 + 49 + 99 + 50 );
	} );
} );
