import { setLocaleData } from '@wordpress/i18n';

import type { ValidationMode } from '../../../src/engine/settings';
import { FormDataStore } from '../../../src/store/FormDataStore';
import {
	VALIDATION_DEBOUNCE_MS,
	ValidationStore,
	validatesOn,
	type FieldEvent,
} from '../../../src/store/ValidationStore';
import type { FieldRule } from '../../../src/validation/validate';

const name: FieldRule = {
	path: 'companyInformation.companyName',
	label: 'Company Name',
	rules: 'required|length:2',
};

function setup( mode: ValidationMode = 'aggressive' ) {
	const formData = new FormDataStore( 'registered-agent-signup', '0.1.0' );
	const validation = new ValidationStore( formData );
	validation.setMode( mode );
	validation.rememberInitialValues();
	return { formData, validation };
}

describe( 'validation timing (aggressive, lazy, eager, passive)', () => {
	it.each( [
		// mode, event, field shows an error, validates
		[ 'aggressive', 'input', false, true ],
		[ 'aggressive', 'blur', false, true ],
		[ 'lazy', 'input', false, false ],
		[ 'lazy', 'change', false, true ],
		[ 'lazy', 'blur', false, true ],
		[ 'eager', 'input', false, false ],
		[ 'eager', 'change', false, true ],
		[ 'eager', 'input', true, true ],
		[ 'passive', 'input', true, false ],
		[ 'passive', 'change', false, false ],
		[ 'passive', 'blur', false, false ],
	] )(
		'%s on %s (error shown: %p) validates: %p',
		( mode, event, hasError, validates ) => {
			expect(
				validatesOn(
					mode as ValidationMode,
					event as FieldEvent,
					hasError
				)
			).toBe( validates );
		}
	);

	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'debounces input validation by 16 ms, with the field pending meanwhile', () => {
		const { formData, validation } = setup();
		formData.set( name.path, 'A' );
		validation.fieldInput( name );
		expect( validation.flagsOf( name.path ).pending ).toBe( true );
		expect( validation.errorOf( name.path ) ).toBeUndefined();
		jest.advanceTimersByTime( VALIDATION_DEBOUNCE_MS - 1 );
		expect( validation.errorOf( name.path ) ).toBeUndefined();
		jest.advanceTimersByTime( 1 );
		expect( validation.errorOf( name.path ) ).toBe(
			'Company Name must be at least 2 characters'
		);
		expect( validation.flagsOf( name.path ).pending ).toBe( false );
		validation.dispose();
	} );

	it( 'passive mode waits for Continue or Submit', () => {
		const { formData, validation } = setup( 'passive' );
		formData.set( name.path, 'A' );
		validation.fieldInput( name );
		validation.fieldBlur( name );
		jest.runAllTimers();
		expect( validation.errorOf( name.path ) ).toBeUndefined();
		expect( validation.validateFields( [ name ] ) ).toBe( false );
		expect( validation.errorOf( name.path ) ).toBe(
			'Company Name must be at least 2 characters'
		);
		validation.dispose();
	} );
} );

describe( 'field flags', () => {
	it( 'moves from untouched, pristine to touched, dirty, changed, validated, failed then passed', () => {
		const { formData, validation } = setup();
		expect( validation.flagsOf( name.path ) ).toMatchObject( {
			untouched: true,
			pristine: true,
			touched: false,
			dirty: false,
			changed: false,
			validated: false,
			valid: true,
			passed: false,
			failed: false,
		} );
		formData.set( name.path, 'A' );
		validation.fieldInput( name );
		validation.fieldBlur( name );
		expect( validation.flagsOf( name.path ) ).toMatchObject( {
			touched: true,
			untouched: false,
			dirty: true,
			pristine: false,
			changed: true,
			validated: true,
			invalid: true,
			failed: true,
			passed: false,
		} );
		formData.set( name.path, 'Acme' );
		validation.fieldChange( name );
		expect( validation.flagsOf( name.path ) ).toMatchObject( {
			valid: true,
			passed: true,
			failed: false,
		} );
		validation.dispose();
	} );

	it( 'a removed list entry takes its errors along and later entries move up', () => {
		const { validation } = setup();
		const entry = ( index: number ): FieldRule => ( {
			path: `serviceInformation.recipients.${ index }.firstName`,
			label: 'First Name',
			rules: 'required',
		} );
		validation.validateFields( [ entry( 0 ), entry( 1 ), entry( 2 ) ] );
		validation.listEntryRemoved( 'serviceInformation.recipients', 1 );
		expect( [ ...validation.failures.keys() ].sort() ).toEqual( [
			'serviceInformation.recipients.0.firstName',
			'serviceInformation.recipients.1.firstName',
		] );
		validation.dispose();
	} );

	it( 'regenerates shown messages on a locale change', () => {
		const { validation } = setup();
		validation.validateFields( [ name ] );
		expect( validation.errorOf( name.path ) ).toBe(
			'Company Name is required'
		);
		setLocaleData(
			{ '%s is required': [ 'Falta %s' ] },
			'formation-orders'
		);
		try {
			expect( validation.errorOf( name.path ) ).toBe(
				'Falta Company Name'
			);
		} finally {
			setLocaleData( { '%s is required': [] }, 'formation-orders' );
		}
		validation.dispose();
	} );
} );
