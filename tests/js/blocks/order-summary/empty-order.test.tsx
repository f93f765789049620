/**
 * What the Order Summary says while the order is empty: only a form that asks for a state can tell the
 * visitor to choose one; any other form says the order is empty.
 */
import { OrderSummary } from '../../../../blocks/order-summary/OrderSummary';
import type { ModuleConfig, PageConfig } from '../../../../src/config';
import type { RootStore } from '../../../../src/store/RootStore';
import { testConfig } from '../../store/fake-transport';
import { reactRootPerTest, renderInStore } from '../../support/react-root';

const page = reactRootPerTest();
let store: RootStore;

afterEach( () => store.dispose() );

/** A form whose first step holds these modules, and the summary with the payment on the last. */
function layout( formType: string, modules: ModuleConfig[] ): PageConfig {
	const config = testConfig( { formType } );
	config.form.steps[ 0 ].modules = modules;
	return config;
}

async function emptyText( config: PageConfig ): Promise< string > {
	store = await renderInStore( page, config, <OrderSummary /> );
	expect( store.cart.isEmpty ).toBe( true );
	expect( store.products.productsLoaded ).toBe( true );
	return (
		page.container.querySelector( '.fo-order-summary__empty' )
			?.textContent ?? ''
	);
}

const TAX_ID_PRODUCTS = [
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

describe( 'the empty Order Summary', () => {
	it.each( [
		[ 'a state picker', [ { name: 'state-picker', attributes: {} } ] ],
		[
			'a multi-state picker',
			[
				{
					name: 'multi-state-picker',
					attributes: {
						products: [
							{
								saveAs: 'registeredAgent',
								category: 'registered-agent',
								primary: true,
								multiState: true,
							},
						],
					},
				},
			],
		],
	] )(
		'asks for a state on a form with %s',
		async ( _name, modules: ModuleConfig[] ) => {
			expect(
				await emptyText( layout( 'registered-agent-signup', modules ) )
			).toBe( 'Choose a state to see your order.' );
		}
	);

	it.each( [
		[
			'tax ID',
			layout( 'tax-id', [
				{ name: 'company-information', attributes: {} },
				{
					name: 'tax-id-choice',
					attributes: { products: TAX_ID_PRODUCTS },
				},
			] ),
		],
		[
			'domain registration',
			layout( 'domain-registration', [
				{
					name: 'domain-search',
					attributes: {
						products: [
							{
								saveAs: 'domain',
								category: 'domain',
								primary: true,
							},
						],
					},
				},
			] ),
		],
	] )(
		'says the order is empty on a %s form, which never asks for a state',
		async ( _name, config ) => {
			expect( await emptyText( config ) ).toBe( 'Your order is empty.' );
		}
	);
} );
