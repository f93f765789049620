import { act } from 'react';

import { companyInformationAttributes } from '../../../blocks/company-information/attributes';
import { CompanyInformation } from '../../../blocks/company-information/CompanyInformation';
import { sellsSomething } from '../../../src/store/commerce-code';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { reactRootPerTest } from '../support/react-root';
import { fakeTransport, testConfig } from './fake-transport';

const page = reactRootPerTest();

const oneStep = ( ...names: string[] ) => [
	{
		key: 'only',
		label: 'Only',
		modules: names.map( ( name ) => ( { name, attributes: {} } ) ),
	},
];

const storeOf = ( formType: string, steps = oneStep( 'account-login' ) ) =>
	new RootStore( testConfig( { formType, steps } ), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );

describe( 'only a form that sells something has products and a cart', () => {
	test.each( [
		[ 'registered-agent-signup', true ],
		[ 'business-formation', true ],
		[ 'login', false ],
		[ 'password-reset', false ],
		[ 'free-account', false ],
		[ 'affiliate-signup', false ],
		[ 'contact', false ],
		[ 'client-profile', false ],
		[ 'job-application', false ],
	] )( '%s sells something: %s', ( formType, sells ) => {
		const store = storeOf( formType );
		expect( sellsSomething( store.config ) ).toBe( sells );
		expect( store.sales !== null ).toBe( sells );
	} );

	test( 'a form an editor gave products to sells them, whatever its type', () => {
		const steps = [
			{
				key: 'only',
				label: 'Only',
				modules: [
					{
						name: 'optional-products',
						attributes: {
							products: [ { saveAs: 'kit', category: 'kit' } ],
						},
					},
				],
			},
		];
		expect( storeOf( 'contact', steps ).sales?.cart ).toBeDefined();
	} );

	test( 'a form that sells nothing waits for no products and says so when asked for a cart', () => {
		const store = storeOf( 'login' );
		expect( store.productsLoaded ).toBe( true );
		expect( () => store.cart ).toThrow( /sells nothing/ );
		expect( () => store.products ).toThrow( /sells nothing/ );
	} );

	test( "an affiliate's company questions draw without a cart", () => {
		const store = storeOf(
			'affiliate-signup',
			oneStep( 'company-information' )
		);
		act( () =>
			page.root.render(
				<StoreContext.Provider value={ store }>
					<CompanyInformation
						attributes={ companyInformationAttributes( {} ) }
					/>
				</StoreContext.Provider>
			)
		);
		expect(
			page.container.querySelector( '#fo-companyInformation-companyName' )
		).not.toBeNull();
	} );
} );
