/**
 * Every radio group of the form is one component: a fieldset whose legend asks, with its hint and its error read
 * with the group, and answers kept as strings or as true / false.
 */
import { act } from 'react';

import { RadioField } from '../../../src/components/RadioField';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { FIELD_RULES } from '../../../src/validation/field-rules';
import type { FieldRule } from '../../../src/validation/validate';
import { fakeTransport, testConfig } from '../store/fake-transport';
import { reactRootPerTest } from '../support/react-root';

const page = reactRootPerTest();

const TAX_EXEMPT = {
	path: 'formationDetails.taxExempt',
	label: 'Tax Exempt',
	rules: FIELD_RULES.yesNo,
} satisfies FieldRule;

function renderGroup( element: ( store: RootStore ) => React.ReactElement ) {
	const store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				{ element( store ) }
			</StoreContext.Provider>
		)
	);
	const group = page.container.querySelector( 'fieldset' ) as HTMLElement;
	const radios = Array.from(
		page.container.querySelectorAll< HTMLInputElement >(
			'input[type="radio"]'
		)
	);
	return { store, group, radios };
}

describe( 'the radio group', () => {
	it( 'a fieldset with its legend, its hint and its error tied to the group', () => {
		const { store, group, radios } = renderGroup( () => (
			<RadioField
				field={ TAX_EXEMPT }
				legend="Will the nonprofit apply for tax exemption?"
				hint="Most charities do."
				options={ [
					{ value: true, label: 'Yes' },
					{ value: false, label: 'No' },
				] }
			/>
		) );
		expect( group.getAttribute( 'role' ) ).toBe( 'radiogroup' );
		expect( group.getAttribute( 'aria-required' ) ).toBe( 'true' );
		expect( group.querySelector( 'legend' )?.textContent ).toBe(
			'Will the nonprofit apply for tax exemption?'
		);
		const hintId = group.querySelector( '.fo-field__hint' )?.id;
		expect( group.getAttribute( 'aria-describedby' ) ).toBe( hintId );

		act( () => {
			store.validation.validateFields( [ TAX_EXEMPT ] );
		} );
		const error = group.querySelector( '.fo-field__error' ) as HTMLElement;
		expect( error.textContent ).toBe( 'Error: Tax Exempt is required' );
		expect( group.getAttribute( 'aria-describedby' ) ).toBe(
			`${ hintId } ${ error.id }`
		);
		expect( group.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		// The first button carries the field's id: the error summary's link lands on the group.
		expect( radios[ 0 ].id ).not.toBe( radios[ 1 ].id );
		expect( radios.map( ( radio ) => radio.name ) ).toEqual( [
			radios[ 0 ].id,
			radios[ 0 ].id,
		] );

		// "No" is an answer: false is kept and passes.
		act( () => radios[ 1 ].click() );
		expect( store.formData.get( TAX_EXEMPT.path ) ).toBe( false );
		expect( radios[ 1 ].checked ).toBe( true );
		expect( group.querySelector( '.fo-field__error' ) ).toBeNull();
		store.dispose();
	} );

	it( 'a choice that does more calls onSelect with the value and its label, and shows what it is given', () => {
		const chosen: Array< [ string, string ] > = [];
		const { radios, store } = renderGroup( () => (
			<RadioField
				field={ {
					path: 'companyInformation.changingRegisteredAgent.key',
					label: 'Are you changing your registered agent?',
					rules: FIELD_RULES.required,
				} }
				selected="no"
				options={ [
					{
						value: 'yes',
						label: 'Yes',
						detail: <span> $49.00</span>,
					},
					{ value: 'no', label: 'No' },
				] }
				onSelect={ ( value, label ) => chosen.push( [ value, label ] ) }
			/>
		) );
		expect( radios.map( ( radio ) => radio.checked ) ).toEqual( [
			false,
			true,
		] );
		expect( radios[ 0 ].labels?.[ 0 ].textContent ).toBe( 'Yes $49.00' );
		act( () => radios[ 0 ].click() );
		expect( chosen ).toEqual( [ [ 'yes', 'Yes' ] ] );
		expect(
			store.formData.get(
				'companyInformation.changingRegisteredAgent.key'
			)
		).toBeUndefined();
		store.dispose();
	} );
} );
