import { contactInformationAttributes } from '../../../../blocks/contact-information/attributes';
import { ContactInformation } from '../../../../blocks/contact-information/ContactInformation';
import contactInformation from '../../../../blocks/contact-information/module';
import type { RootStore } from '../../../../src/store/RootStore';
import { testConfig } from '../../store/fake-transport';
import { reactRootPerTest, renderInStore } from '../../support/react-root';

const page = reactRootPerTest();

const fieldPaths = ( details?: string ) => {
	const attributes = contactInformationAttributes(
		details === undefined ? {} : { details }
	);
	return (
		contactInformation.fields?.( attributes, undefined as never ) ?? []
	).map( ( field ) => field.path );
};

let store: RootStore | undefined;
afterEach( () => store?.dispose() );

async function render( details?: string ) {
	store = await renderInStore(
		page,
		testConfig( { formType: 'free-account' } ),
		<ContactInformation
			attributes={ contactInformationAttributes(
				details === undefined ? {} : { details }
			) }
		/>
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
