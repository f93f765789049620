import { act } from 'react';

import { contactInformationAttributes } from '../../../../blocks/contact-information/attributes';
import { ContactInformation } from '../../../../blocks/contact-information/ContactInformation';
import contactInformation from '../../../../blocks/contact-information/module';
import type { RootStore } from '../../../../src/store/RootStore';
import { validate } from '../../../../src/validation/validate';
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

	it( 'the secondary phone and fax, asked where the block says so, are optional and checked when typed', async () => {
		const extras = {
			askSecondaryPhone: true,
			askFax: true,
			offerInsuranceOptIn: true,
			offerCheckingOptIn: true,
		};
		const attributes = contactInformationAttributes( extras );
		const fields =
			contactInformation.fields?.( attributes, undefined as never ) ?? [];
		const secondary = fields.find(
			( field ) => field.path === 'contactInformation.altPhone'
		);
		const fax = fields.find(
			( field ) => field.path === 'contactInformation.fax'
		);
		expect( secondary?.rules ).toBe( 'phoneNumber|maxLength:30' );
		expect( fax?.rules ).toBe( 'faxNumber|maxLength:30' );
		expect( validate( { contactInformation: {} }, [ fax! ] ) ).toEqual(
			{}
		);
		expect(
			validate( { contactInformation: { fax: 'fax me' } }, [ fax! ] )
		).toEqual( {
			'contactInformation.fax': 'Please enter a valid fax number',
		} );
		// The name-only contact asks none of them.
		expect(
			contactInformation
				.fields?.(
					contactInformationAttributes( {
						...extras,
						details: 'name',
					} ),
					undefined as never
				)
				.map( ( field ) => field.path )
		).toEqual( [
			'contactInformation.firstName',
			'contactInformation.lastName',
		] );

		store = await renderInStore(
			page,
			testConfig( { formType: 'registered-agent-signup' } ),
			<ContactInformation attributes={ attributes } />
		);
		const labels = [ ...page.container.querySelectorAll( 'label' ) ].map(
			( label ) => label.textContent?.trim()
		);
		expect( labels ).toEqual(
			expect.arrayContaining( [
				'Secondary Phone (optional)',
				'Fax (optional)',
				'Send me a free business insurance quote',
				'Tell me about opening a business checking account',
			] )
		);
		const insurance = page.container.querySelector< HTMLInputElement >(
			'#fo-contactInformation-insuranceOptIn'
		);
		act( () => insurance?.click() );
		expect( store.formData.contact.insuranceOptIn ).toBe( true );
		expect( store.formData.contact.checkingOptIn ).toBeUndefined();
	} );

	it( 'a value block.json does not list reads as the default', () => {
		expect(
			contactInformationAttributes( { details: 'phone' } ).details
		).toBe( 'full' );
		expect( fieldPaths( 'phone' ) ).toContain( 'contactInformation.phone' );
	} );
} );
