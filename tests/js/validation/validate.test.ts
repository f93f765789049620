import { validate, type FieldRule } from '../../../src/validation/validate';

const field = ( rules: string, label = 'Company Name' ): FieldRule => ( {
	path: 'company.name',
	label,
	rules,
} );
const messageFor = ( rules: string, value: unknown, label?: string ) =>
	validate( { company: { name: value } }, [ field( rules, label ) ] )[
		'company.name'
	];

describe( 'validation messages (form-screens.md §5.1)', () => {
	it.each( [
		[ 'required', '', '{field} is required', 'Company Name is required' ],
		[ 'required', null, 'null fails', 'Company Name is required' ],
		[ 'required', [], 'empty array fails', 'Company Name is required' ],
		[
			'email',
			'a&b@example.com',
			'ampersand rejected',
			'Please enter a valid email address',
		],
		[
			'email',
			'not-an-email',
			'no at sign',
			'Please enter a valid email address',
		],
		[ 'numeric', '12a', 'letters', 'This field must contain only numbers' ],
		[
			'phoneNumber',
			'call me',
			'words',
			'Please enter a valid phone number',
		],
		[
			'creditCard',
			'4242 4242 4242 4241',
			'Luhn fails',
			'Please enter a valid Credit Card Number',
		],
		[
			'creditCard',
			'4242 4242 424',
			'under 15 characters',
			'Please enter a valid Credit Card Number',
		],
		[
			'capitalLetter',
			'abc1!',
			'no capital',
			'Company Name must contain at least one capital letter',
		],
		[
			'oneNumber',
			'Abc!',
			'no number',
			'Company Name must contain at least one number',
		],
		[
			'specialCharacter',
			'Abc1',
			'no special character',
			'Company Name must contain at least one special character',
		],
		[
			'minLength:8',
			'Ab1!',
			'too short',
			'Company Name must be at least 8 characters',
		],
		[
			'maxLength:4',
			'12345',
			'too long',
			'The field cannot contain more than 4 characters',
		],
	] )( '%s on %p (%s) says "%s"', ( rules, value, _why, expected ) => {
		expect( messageFor( rules, value ) ).toBe( expected );
	} );

	it.each( [
		[ 'email', ' someone@example.com ' ],
		[ 'phoneNumber', '+(1) 555-010.0199' ],
		[ 'phoneNumber', '(555) 010-0199' ],
		[ 'creditCard', '4242 4242 4242 4242' ],
		[ 'creditCard', '3782-822463-10005' ],
		[ 'numeric', '123' ],
		[ 'maxLength:4', '1234' ],
	] )( '%s accepts %p', ( rules, value ) => {
		expect( messageFor( rules, value ) ).toBeUndefined();
	} );

	it( 'stops at the first failing rule (aggressive mode)', () => {
		expect( messageFor( 'required|capitalLetter|oneNumber', 'abc' ) ).toBe(
			'Company Name must contain at least one capital letter'
		);
	} );

	it( 'leaves optional empty fields alone', () => {
		expect( messageFor( 'email', '' ) ).toBeUndefined();
	} );

	it( 'counts characters, not the number, for numeric fields', () => {
		expect( messageFor( 'numeric|maxLength:4', '12345' ) ).toBe(
			'The field cannot contain more than 4 characters'
		);
		expect( messageFor( 'numeric|maxLength:4', '9999' ) ).toBeUndefined();
	} );
} );
