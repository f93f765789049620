import { act } from 'react';

import { BusinessDetails } from '../../../../blocks/business-details/BusinessDetails';
import { IndividualOrBusiness } from '../../../../blocks/individual-or-business/IndividualOrBusiness';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

function render( preselected: string | null = 'Individual' ) {
	const store = new RootStore(
		testConfig( { formType: 'legal-subscription' } ),
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	act( () => {
		store.formData.chooseState( { key: 'UT', value: 'Utah' } );
		// As the demo page starts: its order form preselects Individual.
		if ( preselected ) {
			store.formData.chooseEntityType( preselected );
		}
		page.root.render(
			<StoreContext.Provider value={ store }>
				<IndividualOrBusiness />
				<BusinessDetails />
			</StoreContext.Provider>
		);
	} );
	const radio = ( label: string ) =>
		Array.from(
			page.container.querySelectorAll< HTMLInputElement >(
				'input[type="radio"]'
			)
		).find( ( input ) => input.labels?.[ 0 ]?.textContent === label );
	const entitySelect = () =>
		page.container.querySelector< HTMLSelectElement >(
			'#fo-companyInformation-entityType-key'
		);
	const choose = ( value: string ) =>
		act( () => {
			const select = entitySelect();
			if ( select ) {
				select.value = value;
				select.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				);
			}
		} );
	return {
		store,
		radio,
		entitySelect,
		choose,
		click: ( input: HTMLInputElement | undefined ) =>
			act( () => input?.click() ),
	};
}

describe( 'the Individual or Business cards with Business Details', () => {
	it( 'starts with no card chosen', () => {
		const { radio } = render();
		expect( radio( 'Individual' )?.checked ).toBe( false );
		expect( radio( 'Business' )?.checked ).toBe( false );
	} );

	it( 'Individual sets the entity type to Individual; Business brings the business type back', () => {
		const { store, radio, click, choose, entitySelect } = render();
		click( radio( 'Business' ) );
		// No business type chosen before: the visitor picks one.
		expect( store.formData.entityType ).toBeNull();
		choose( 'PLLC' );
		click( radio( 'Individual' ) );
		expect( store.formData.entityType ).toBe( 'Individual' );
		expect( entitySelect()?.value ).toBe( 'Individual' );
		click( radio( 'Business' ) );
		expect( store.formData.entityType ).toBe( 'PLLC' );
		expect( store.formData.get( 'individualOrBusiness' ) ).toBe(
			'business'
		);
	} );

	it( 'choosing an entity type in Business Details moves the cards with it', () => {
		const { store, radio, choose } = render();
		choose( 'Trust' );
		expect( radio( 'Business' )?.checked ).toBe( true );
		choose( 'Individual' );
		expect( radio( 'Individual' )?.checked ).toBe( true );
		expect( store.formData.get( 'individualOrBusiness' ) ).toBe(
			'individual'
		);
	} );

	it( 'shows the card of the entity type the order carries, when a reload preselected Individual again', () => {
		const { store, radio } = render();
		act( () => store.formData.set( 'individualOrBusiness', 'business' ) );
		expect( radio( 'Individual' )?.checked ).toBe( true );
		expect( radio( 'Business' )?.checked ).toBe( false );
	} );

	it( 'holds Individual until the visitor answers, on a form that starts other forms with LLC', () => {
		const { store, entitySelect, choose } = render( null );
		expect( store.formData.entityType ).toBe( 'Individual' );
		expect( entitySelect()?.value ).toBe( 'Individual' );
		choose( 'LLC' );
		expect( store.formData.entityType ).toBe( 'LLC' );
	} );

	it( 'names the state in the residency box', () => {
		render();
		const labels = Array.from(
			page.container.querySelectorAll( 'label' )
		).map( ( label ) => label.textContent );
		expect( labels ).toContain( 'I am a resident of Utah' );
	} );
} );
