import { act } from 'react';

import { companyInformationAttributes } from '../../../../blocks/company-information/attributes';
import { CompanyInformation } from '../../../../blocks/company-information/CompanyInformation';
import { companyInformationFields } from '../../../../blocks/company-information/fields';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

const PRODUCTS = [
	{
		saveAs: 'nameReservation',
		category: 'name-reservation',
		product_id: 4009,
	},
	{ saveAs: 'boiCompliance', category: 'boi-compliance' },
	{ saveAs: 'nyPublication', category: 'ny-publication' },
	{ saveAs: 'mailForwarding', category: 'mail-forwarding', product_id: 4014 },
];

function render( raw: Record< string, unknown >, state = 'CA' ) {
	const attributes = companyInformationAttributes( raw );
	const store = new RootStore(
		testConfig( { formType: 'business-formation' } ),
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	act( () => {
		store.formData.chooseState( { key: state, value: state } );
		page.root.render(
			<StoreContext.Provider value={ store }>
				<CompanyInformation attributes={ attributes } />
			</StoreContext.Provider>
		);
	} );
	const field = ( path: string ) =>
		page.container.querySelector< HTMLInputElement & HTMLSelectElement >(
			`#fo-${ path.replace( /\./g, '-' ) }`
		);
	const labelled = ( text: string ) =>
		Array.from( page.container.querySelectorAll( 'label' ) ).find(
			( label ) => label.textContent?.startsWith( text )
		)?.control as HTMLInputElement | null;
	const type = ( element: HTMLInputElement | null, value: string ) =>
		act( () => {
			const setter = Object.getOwnPropertyDescriptor(
				HTMLInputElement.prototype,
				'value'
			)?.set;
			setter?.call( element, value );
			element?.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		} );
	const choose = ( element: HTMLSelectElement | null, value: string ) =>
		act( () => {
			if ( element ) {
				element.value = value;
				element.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				);
			}
		} );
	const click = ( element: HTMLElement | null | undefined ) =>
		act( () => element?.click() );
	return { store, attributes, field, labelled, type, choose, click };
}

describe( 'Company Information on the page', () => {
	it( 'keeps the designator and the name’s ending in sync, both ways', () => {
		const { store, field, type, choose } = render( {
			askDesignator: true,
		} );
		type( field( 'companyInformation.companyName' ), 'Golden Gate L.L.C.' );
		expect( store.formData.company.companyNameDesignator ).toBe( 'L.L.C.' );
		expect(
			field( 'companyInformation.companyNameDesignator' )?.value
		).toBe( 'L.L.C.' );
		choose(
			field( 'companyInformation.companyNameDesignator' ),
			'Limited Liability Company'
		);
		expect( store.formData.company.companyName ).toBe(
			'Golden Gate Limited Liability Company'
		);
	} );

	it( 'chooses and hides the entity type when only one is allowed', () => {
		const { store, field } = render( { entityTypes: [ 'Corp' ] } );
		expect( store.formData.entityType ).toBe( 'Corp' );
		expect( field( 'companyInformation.entityType.key' ) ).toBeNull();
	} );

	it( 'offers only Wyoming’s types there, and a radio list of four that opens to all', () => {
		const wyoming = render( {}, 'WY' );
		const options = Array.from(
			wyoming.field( 'companyInformation.entityType.key' )?.options ?? []
		).map( ( option ) => option.value );
		expect( options ).toEqual( [ '', 'LLC', 'Corp' ] );
		page.remount();

		const { click } = render( { entityTypeDisplay: 'radio' }, 'NY' );
		const radios = () =>
			page.container.querySelectorAll(
				'input[type="radio"][name$="entityType-key"]'
			);
		expect( radios() ).toHaveLength( 4 );
		click(
			Array.from( page.container.querySelectorAll( 'button' ) ).find(
				( button ) => button.textContent?.startsWith( 'Show' )
			)
		);
		// New York allows NP Corp and PLLC: all 14 types.
		expect( radios() ).toHaveLength( 14 );
	} );

	it( 'the generic purpose switches off for a professional or nonprofit company, and stays off back at LLC', () => {
		const { store, labelled, choose, field } = render(
			{ askBusinessPurpose: true },
			'NY'
		);
		const generic = () => labelled( 'Use a generic business purpose' );
		expect( generic()?.checked ).toBe( true );
		expect( field( 'companyInformation.businessPurpose' ) ).toBeNull();

		choose( field( 'companyInformation.entityType.key' ), 'PLLC' );
		expect( generic() ).toBeUndefined();
		expect( store.formData.company.useGenericBusinessPurpose ).toBe(
			false
		);
		expect( field( 'companyInformation.businessPurpose' ) ).not.toBeNull();
		expect(
			companyInformationFields(
				companyInformationAttributes( { askBusinessPurpose: true } ),
				store.formData
			).map( ( rule ) => rule.path )
		).toContain( 'companyInformation.businessPurpose' );

		choose( field( 'companyInformation.entityType.key' ), 'LLC' );
		expect( generic()?.checked ).toBe( false );
		expect( field( 'companyInformation.businessPurpose' ) ).not.toBeNull();
	} );

	it( '"Have you formed your business?": No says at once that the business must exist first; Yes passes', () => {
		const { store, attributes } = render( { askBusinessFormed: true } );
		const answer = ( value: 'yes' | 'no' ) =>
			act( () =>
				page.container
					.querySelector< HTMLInputElement >(
						`input[name="fo-isBusinessFormed"][value="${ value }"]`
					)
					?.click()
			);
		const error = () =>
			page.container.querySelector( '#fo-isBusinessFormed-error' )
				?.textContent;
		expect(
			companyInformationFields( attributes, store.formData ).map(
				( rule ) => rule.path
			)
		).toContain( 'isBusinessFormed' );
		answer( 'no' );
		expect( store.formData.get( 'isBusinessFormed' ) ).toBe( false );
		expect( error() ).toContain(
			'You must have an existing business to continue.'
		);
		expect( page.container.textContent ).toContain(
			'To form yours first, place a formation order'
		);
		answer( 'yes' );
		expect( store.formData.get( 'isBusinessFormed' ) ).toBe( true );
		expect( error() ).toBeUndefined();
	} );

	it( 'offers the registered agent’s address only where the state allows it, the contact’s being the default there', () => {
		const { labelled } = render( { askPrincipalAddress: true }, 'HI' );
		expect(
			labelled( 'Use the registered agent’s address' )
		).toBeUndefined();
		expect( labelled( 'Use my contact address' )?.checked ).toBe( true );
		page.remount();
		const california = render( { askPrincipalAddress: true }, 'CA' );
		expect(
			california.labelled( 'Use the registered agent’s address' )?.checked
		).toBe( true );
	} );

	it( 'mail forwarding: "Our Address" adds the product, "Your Address" removes it', () => {
		const { store, labelled, click } = render( { products: PRODUCTS } );
		click( labelled( 'Our Address' ) );
		expect( store.cart.productState( 'mailForwarding' )?.checked ).toBe(
			true
		);
		expect( store.formData.company.inlineMFVODeliveryDestination ).toBe(
			'ourAddress'
		);
		click( labelled( 'Your Address' ) );
		expect( store.cart.productState( 'mailForwarding' )?.checked ).toBe(
			false
		);
	} );

	it( 'beneficial ownership is an opt-in; New York publication is offered only in New York', () => {
		const california = render( { products: PRODUCTS } );
		california.click( california.labelled( 'Add beneficial ownership' ) );
		expect(
			california.store.cart.productState( 'boiCompliance' )?.checked
		).toBe( true );
		expect(
			california.labelled( 'Publish the formation notice' )
		).toBeUndefined();
		page.remount();
		const newYork = render( { products: PRODUCTS }, 'NY' );
		newYork.click( newYork.labelled( 'Publish the formation notice' ) );
		expect(
			newYork.store.cart.productState( 'nyPublication' )?.checked
		).toBe( true );
	} );

	it( 'name reservation: Yes adds the name reservation product and asks its number; No removes it', () => {
		const { store, labelled, click, field } = render( {
			askNameReservation: true,
			products: PRODUCTS,
		} );
		const answer = ( value: 'yes' | 'no' ) =>
			click(
				page.container.querySelector< HTMLInputElement >(
					`input[name="fo-companyInformation-nameReservation-key"][value="${ value }"]`
				)
			);
		const reservationChecked = () =>
			store.cart.productState( 'nameReservation' )?.checked;
		// No is the default and buys nothing; there is no second box to tick.
		expect( store.formData.company.nameReservation?.key ).toBe( 'no' );
		expect( reservationChecked() ).not.toBe( true );
		expect( labelled( 'Reserve the name for me' ) ).toBeUndefined();
		expect(
			field( 'companyInformation.nameReservationNumber' )
		).toBeNull();

		answer( 'yes' );
		expect( reservationChecked() ).toBe( true );
		expect( store.formData.company.nameReservation ).toEqual( {
			key: 'yes',
			value: 'Yes',
		} );
		expect(
			field( 'companyInformation.nameReservationNumber' )
		).not.toBeNull();

		answer( 'no' );
		expect( reservationChecked() ).toBe( false );
		expect(
			field( 'companyInformation.nameReservationNumber' )
		).toBeNull();
	} );

	it( 'asks the fields a step validates, no more: a typed principal address, the UBI in Washington', () => {
		const { store, attributes, click, labelled } = render(
			{
				askPrincipalAddress: true,
				askUbi: true,
				askNotifyAttorney: true,
			},
			'WA'
		);
		const paths = () =>
			companyInformationFields( attributes, store.formData ).map(
				( field ) => field.path
			);
		expect( paths() ).toEqual( [
			'companyInformation.companyName',
			'companyInformation.entityType.key',
			'companyInformation.ubiNumberToggle',
		] );
		click( labelled( 'Enter another address' ) );
		click(
			page.container.querySelector< HTMLInputElement >(
				'input[name="fo-companyInformation-notifyAttorney"][value="yes"]'
			)
		);
		expect( paths() ).toEqual( [
			'companyInformation.companyName',
			'companyInformation.entityType.key',
			'companyInformation.attorneyFirstName',
			'companyInformation.attorneyLastName',
			'companyInformation.attorneyEmail',
			'companyInformation.ubiNumberToggle',
			'companyInformation.principalAddress.country',
			'companyInformation.principalAddress.line1',
			'companyInformation.principalAddress.city',
			'companyInformation.principalAddress.state',
			'companyInformation.principalAddress.zip',
		] );
		expect(
			store.formData.get( 'companyInformation.principalAddress.country' )
		).toBe( 'US' );
		for ( const path of paths() ) {
			expect(
				page.container.querySelector(
					`#fo-${ path.replace( /\./g, '-' ) }`
				)
			).not.toBeNull();
		}
	} );
} );
