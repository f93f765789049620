/**
 * The optional items' data fields appear under a checked item (the module registry test renders the block at
 * its defaults, where nothing is checked): each field the step validates has its input on the page.
 */
import { act } from 'react';

import { OrderForm } from '../../../src/components/OrderForm';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { reactRootPerTest } from '../support/react-root';

const ITEMS = [
	{ saveAs: 'corporateSeal', category: 'corporate-seal' },
	{ saveAs: 'certificates', category: 'certificates', product_id: 4019 },
	{ saveAs: 'notaryStamp', category: 'notary-stamp', product_id: 4020 },
	{ saveAs: 'processAgent', category: 'process-agent', product_id: 4021 },
	{ saveAs: 'tradeName', category: 'trade-name' },
];

const page = reactRootPerTest();

it( 'unchecked items ask nothing; checked ones show an input for every field they validate', async () => {
	const store = new RootStore(
		testConfig( {
			stepMode: false,
			steps: [
				{
					key: 'optional',
					label: 'Optional Items',
					modules: [
						{
							name: 'optional-products',
							attributes: { products: ITEMS },
						},
					],
				},
			],
		} ),
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	store.formData.chooseState( { key: 'FL', value: 'Florida' } );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm />
			</StoreContext.Provider>
		)
	);
	await act( settle );
	const [ step ] = store.steps.steps;
	expect( store.steps.fieldsOfStep( step ) ).toEqual( [] );

	act( () =>
		ITEMS.forEach( ( item ) => store.cart.setChecked( item.saveAs, true ) )
	);
	await act( settle );
	const fields = store.steps.fieldsOfStep( step );
	expect( fields.map( ( field ) => field.path ) ).toEqual( [
		'productState.corporateSeal.data.embossSealCapitalization',
		'companyInformation.certificateQuantity',
		...[
			'first_name',
			'middle_name',
			'last_name',
			'notary_id',
			'city',
			'company_state',
			'exp_month',
			'exp_day',
			'exp_year',
		].map( ( field ) => `productState.notaryStamp.data.notary.${ field }` ),
		'productState.processAgent.data.docketNumberType',
		'productState.processAgent.data.docketNumber',
		'productState.processAgent.data.USDOTNumber',
		'productState.tradeName.data.FL.name',
	] );
	for ( const field of fields ) {
		expect( {
			field: field.path,
			input: document.getElementById( store.ids.field( field.path ) )
				?.tagName,
		} ).toEqual( {
			field: field.path,
			input: expect.stringMatching( /^(INPUT|SELECT)$/ ),
		} );
	}
	expect( page.container.textContent ).toContain( 'Certificates' );
} );
