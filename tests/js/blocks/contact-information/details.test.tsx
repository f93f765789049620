import { act } from 'react';

import { contactInformationAttributes } from '../../../../blocks/contact-information/attributes';
import { ContactInformation } from '../../../../blocks/contact-information/ContactInformation';
import contactInformation from '../../../../blocks/contact-information/module';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

const fieldPaths = ( details?: string ) => {
	const attributes = contactInformationAttributes(
		details === undefined ? {} : { details }
	);
	return (
		contactInformation.fields?.( attributes, undefined as never ) ?? []
	).map( ( field ) => field.path );
};

async function render( details?: string ) {
	const config = testConfig( { formType: 'free-account' } );
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	await act( settle );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<ContactInformation
					attributes={ contactInformationAttributes(
						details === undefined ? {} : { details }
					) }
				/>
			</StoreContext.Provider>
		)
	);
	return [ ...page.container.querySelectorAll( 'label' ) ].map( ( label ) =>
		label.textContent?.replace( /\s*\*$/, '' ).trim()
	);
}

describe( 'contact information asks for what the form sends', () => {
	it( 'by default: the name, the phone and the address, each validated', async () => {
		expect( fieldPaths() ).toEqual(
			expect.arrayContaining( [
				'contactInformation.firstName',
				'contactInformation.lastName',
				'contactInformation.phone',
				'contactInformation.address.line1',
				'contactInformation.address.zip',
			] )
		);
		const labels = await render();
		expect( labels ).toEqual(
			expect.arrayContaining( [ 'First Name', 'Last Name', 'Phone' ] )
		);
	} );

	it( '"name": the first and last name only, on the page and in validation', async () => {
		expect( fieldPaths( 'name' ) ).toEqual( [
			'contactInformation.firstName',
			'contactInformation.lastName',
		] );
		expect( await render( 'name' ) ).toEqual( [
			'First Name',
			'Last Name',
		] );
	} );

	it( 'a value block.json does not list reads as the default', () => {
		expect(
			contactInformationAttributes( { details: 'phone' } ).details
		).toBe( 'full' );
		expect( fieldPaths( 'phone' ) ).toContain( 'contactInformation.phone' );
	} );
} );
