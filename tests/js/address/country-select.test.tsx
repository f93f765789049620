import { act } from 'react';

import { AddressFields } from '../../../src/components/AddressFields';
import { RootStore } from '../../../src/store/RootStore';
import type { AddressPath } from '../../../src/form-data/typed-paths';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, testConfig } from '../store/fake-transport';
import { reactRootPerTest } from '../support/react-root';

const page = reactRootPerTest();

function renderAddresses( prefixes: AddressPath[] ) {
	const store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				{ prefixes.map( ( prefix ) => (
					<AddressFields key={ prefix } prefix={ prefix } />
				) ) }
			</StoreContext.Provider>
		)
	);
	return store;
}

const countrySelects = () =>
	Array.from( page.container.querySelectorAll( 'select' ) ).filter(
		( select ) => select.id.endsWith( 'country' )
	);
const namedOptions = ( select: HTMLSelectElement ) =>
	Array.from( select.options )
		.filter( ( option ) => ! option.disabled )
		.map( ( option ) => option.textContent );

describe( 'the country select', () => {
	it( 'keeps a chosen country other than the US while the list is built', () => {
		const store = new RootStore( testConfig(), {
			transport: fakeTransport(),
			navigate: jest.fn(),
		} );
		store.formData.set( 'contactInformation.address.country', 'GB' );
		act( () =>
			page.root.render(
				<StoreContext.Provider value={ store }>
					<AddressFields prefix="contactInformation.address" />
				</StoreContext.Provider>
			)
		);
		// Drawn before the list exists (this test runs first): the one option is the chosen country.
		expect( namedOptions( countrySelects()[ 0 ] ) ).toHaveLength( 1 );
		expect( countrySelects()[ 0 ].value ).toBe( 'GB' );
	} );
	it( 'is drawn with the chosen country, and gets every country right after, sorted by name, the US first', async () => {
		renderAddresses( [ 'contactInformation.address' ] );
		const [ select ] = countrySelects();
		expect( namedOptions( select ) ).toEqual( [ 'United States' ] );
		expect( select.value ).toBe( 'US' );

		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 0 ) )
		);
		const names = namedOptions( countrySelects()[ 0 ] );
		expect( names.length ).toBeGreaterThan( 200 );
		expect( names[ 0 ] ).toBe( 'United States' );
		expect( names.indexOf( 'Canada' ) ).toBeLessThan(
			names.indexOf( 'Germany' )
		);
		expect( names.indexOf( 'Germany' ) ).toBeLessThan(
			names.indexOf( 'United Kingdom' )
		);
		expect( countrySelects()[ 0 ].value ).toBe( 'US' );

		// Once built, every address on the page has the whole list at once.
		page.remount();
		renderAddresses( [
			'contactInformation.address',
			'companyInformation.principalAddress',
		] );
		countrySelects().forEach( ( select ) =>
			expect( namedOptions( select ) ).toHaveLength( names.length )
		);
	} );
} );
