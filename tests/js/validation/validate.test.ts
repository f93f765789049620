import {
	isRequired,
	validate,
	validateField,
	type FieldRule,
} from '../../../src/validation/validate';
// Some cases use validatorjs' own rules, which a module asks for by importing them.
import '../../../src/validation/library-rules';
import { madeUpPath } from '../support/made-up-path';

const field = ( rules: string, label = 'Company Name' ): FieldRule => ( {
	path: madeUpPath( 'company.name' ),
	label,
	rules,
} );
const messageFor = (
	rules: string,
	value: unknown,
	label?: string,
	extra: object = {}
) =>
	validate( { company: { name: value }, ...extra }, [
		field( rules, label ),
	] )[ 'company.name' ];

const pdf = ( name: string, bytes: number ) => ( { name, size: bytes } );

describe( 'the message catalogue', () => {
	it.each( [
		// rule, value, why, message the visitor sees
		[ 'required', '', 'empty string fails', 'Company Name is required' ],
		[ 'required', null, 'null fails', 'Company Name is required' ],
		[ 'required', [], 'empty array fails', 'Company Name is required' ],
		[ 'required', false, 'false fails', 'Company Name is required' ],
		[ 'required', '   ', 'only spaces fail', 'Company Name is required' ],
		[
			'requiredAllowFalse',
			'',
			'variant: empty fails',
			'Company Name is required',
		],
		[
			'requiredNotNull',
			null,
			'variant: null fails',
			'Company Name is required',
		],
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
		[
			'email',
			'',
			'required by default',
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
			'phoneNumber:mask',
			'555-010-0199',
			'mask (111) 111-1111',
			'Please enter a valid phone number',
		],
		[ 'faxNumber', 'fax me', 'words', 'Please enter a valid fax number' ],
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
			'password',
			'abc1!',
			'password: capital first',
			'Company Name must contain at least one capital letter',
		],
		[
			'password',
			'Abc!',
			'password: then a number',
			'Company Name must contain at least one number',
		],
		[
			'password',
			'Abc1',
			'password: then a special character',
			'Company Name must contain at least one special character',
		],
		[
			'length:8',
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
		[
			'isBusinessFormed',
			'no',
			'answered no',
			'You must have an existing business to continue.',
		],
		[ 'url', 'not a url', 'no host', 'Please enter a valid URL' ],
		[
			'url',
			'<script>alert(1)</script>',
			'markup with angle brackets',
			'What are you up to...?',
		],
		[
			'date',
			'2020-01-31',
			'wrong format',
			'Date must be in MM/DD/YYYY format',
		],
		[ 'date', '01/31/1799', 'year not 18xx, 19xx or 20xx', 'Invalid Date' ],
		[ 'date', '02/30/2020', 'no such day', 'Invalid Date' ],
		[
			'date:12/31/2024',
			'01/01/2025',
			'later than max',
			'Date cannot be later than 12/31/2024',
		],
		[ 'requestedPrice', '0', 'zero', 'Really?' ],
		[ 'requestedPrice', '-5', 'below zero', 'Really?' ],
		[
			'atLeastOnePropInObject',
			{ CA: false, WY: false },
			'none selected',
			'At least one jurisdiction must be selected',
		],
		[
			'atLeastOnePropInObject',
			{},
			'empty map',
			'At least one jurisdiction must be selected',
		],
		[
			'fileSize:5000',
			pdf( 'resume.pdf', 5_000_001 ),
			'over 5000 KB',
			'The file size must not exceed 5 MB',
		],
		[
			'fileSize:5000',
			{ name: 'resume.pdf' },
			'no size',
			"There was an error processing your file's size",
		],
		[
			'fileExtension:pdf',
			pdf( 'resume.doc', 10 ),
			'one type',
			'We only accept the following file type(s): pdf',
		],
		[
			'fileExtension:pdf,docx',
			pdf( 'resume.doc', 10 ),
			'two types',
			'We only accept the following file type(s): pdf or docx',
		],
		[
			'fileExtension:pdf,docx,txt',
			pdf( 'resume.doc', 10 ),
			'more than two',
			'We only accept the following file type(s): pdf, docx, or txt',
		],
		[ 'businessPurposeLength:10', '', 'empty', 'Company Name is required' ],
		[
			'businessPurposeLength:10,We sell',
			'We sell hats',
			'starter text removed',
			'Company Name must be at least 10 characters',
		],
		[
			'businessPurposeRequired:We sell',
			'We sell ',
			'only the starter text',
			'Company Name is required',
		],
		[
			'digits',
			'12a',
			'not only digits',
			'Company Name must only contain numbers.',
		],
		[
			'digits:3',
			'1234',
			'not exactly 3',
			'Company Name must contain exactly 3 digits.',
		],
		[
			'in:LLC,Corp',
			'Trust',
			'a validatorjs rule: the default message, "{field} is not valid"',
			'Company Name is not valid',
		],
	] )( '%s on %p (%s) says "%s"', ( rules, value, _why, expected ) => {
		expect( messageFor( rules, value ) ).toBe( expected );
	} );

	it( 'says "This field is required" for a field without a label', () => {
		expect( messageFor( 'required', '', '' ) ).toBe(
			'This field is required'
		);
	} );

	it.each( [
		[ 'passwordConfirmed:account.password', 'Passwords do not match' ],
	] )( '%s compares with the other field: "%s"', ( rules, expected ) => {
		const account = { account: { password: 'Secret-123' } };
		expect( messageFor( rules, 'Secret-124', 'x', account ) ).toBe(
			expected
		);
		expect(
			messageFor( rules, 'Secret-123', 'x', account )
		).toBeUndefined();
	} );

	it.each( [
		[ 'required', 0 ],
		[ 'requiredAllowFalse', false ],
		[ 'requiredNotNull', '' ],
		[ 'email', ' someone@example.com ' ],
		[ 'email:optional', '' ],
		[ 'phoneNumber', '+(1) 555-010.0199' ],
		[ 'phoneNumber', '555/010 0199' ],
		[ 'phoneNumber:mask', '(555) 010-0199' ],
		[ 'creditCard', '4242 4242 4242 4242' ],
		[ 'creditCard', '3782-822463-10005' ],
		[ 'creditCard', '4242_4242_4242_4242' ],
		[ 'numeric', '123' ],
		[ 'maxLength:4', '1234' ],
		[ 'isBusinessFormed', true ],
		[ 'url', 'https://github.com/ada' ],
		[ 'url', 'example.com/path' ],
		[ 'date:12/31/2024', '12/31/2024' ],
		[ 'date', '07/04/1899' ],
		[ 'requestedPrice', '25' ],
		[ 'atLeastOnePropInObject', { CA: false, WY: true } ],
		[ 'fileSize:5000', pdf( 'resume.pdf', 5_000_000 ) ],
		[ 'fileExtension:pdf', pdf( 'Resume.PDF', 10 ) ],
		[ 'businessPurposeLength:10,We sell', 'We sell hats and gloves' ],
		[ 'digits:3', '415' ],
		[ 'in:LLC,Corp', 'LLC' ],
	] )( '%s accepts %p', ( rules, value ) => {
		expect( messageFor( rules, value ) ).toBeUndefined();
	} );

	it( 'stops at the first failing rule (aggressive mode)', () => {
		expect( messageFor( 'required|capitalLetter|oneNumber', 'abc' ) ).toBe(
			'Company Name must contain at least one capital letter'
		);
		expect(
			validateField(
				{ company: { name: 'abc' } },
				field( 'required|capitalLetter' )
			)
		).toEqual( {
			rule: 'capitalLetter',
			message: 'capitalLetter',
			args: [],
		} );
	} );

	it( 'leaves optional empty fields alone', () => {
		expect( messageFor( 'numeric|maxLength:4', '' ) ).toBeUndefined();
		expect( messageFor( 'url', undefined ) ).toBeUndefined();
	} );

	it( 'counts characters, not the number, for numeric fields', () => {
		expect( messageFor( 'numeric|maxLength:4', '12345' ) ).toBe(
			'The field cannot contain more than 4 characters'
		);
		expect( messageFor( 'numeric|maxLength:4', '9999' ) ).toBeUndefined();
	} );

	it.each( [
		[ 'required|length:2', true ],
		[ 'email', true ],
		[ 'email:optional', false ],
		[ 'atLeastOnePropInObject', true ],
		[ 'numeric|maxLength:4', false ],
	] )( 'a field with %s is required: %p', ( rules, required ) => {
		expect( isRequired( field( rules ) ) ).toBe( required );
	} );
} );
