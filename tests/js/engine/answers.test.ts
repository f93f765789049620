import {
	answerOfField,
	answersOfFields,
	answeredSteps,
	isSecretPath,
} from '../../../src/engine/answers';
import type { FieldRule } from '../../../src/validation/validate';
import { madeUpPath } from '../support/made-up-path';

const field = ( path: string, label = 'Label' ) => ( {
	path: madeUpPath( path ),
	label,
	rules: '',
} );

describe( 'a phone in the review', () => {
	const phone: FieldRule = {
		path: 'contactInformation.phone',
		label: 'Phone',
		rules: 'required|phoneNumber|maxLength:30',
	};
	it.each( [
		[ 'ten digits typed bare', '4155550142', '(415) 555-0142' ],
		[ 'ten digits with dots', '415.555.0142', '(415) 555-0142' ],
		[ 'already (###) ###-####', '(415) 555-0142', '(415) 555-0142' ],
		[
			'an international number, as typed',
			'+44 20 7946 0958',
			'+44 20 7946 0958',
		],
	] )( '%s: %s reads %s', ( _what, typed, shown ) => {
		expect(
			answerOfField( { contactInformation: { phone: typed } }, phone )
				?.value
		).toBe( shown );
	} );
} );

describe( 'the answer of one field', () => {
	it.each( [
		[
			'a typed text, trimmed',
			{ a: { name: '  Acme LLC ' } },
			'a.name',
			'Acme LLC',
		],
		[ 'a number', { a: { count: 3 } }, 'a.count', '3' ],
		[ 'a ticked box', { a: { agreed: true } }, 'a.agreed', 'Yes' ],
		[
			'a choice kept as its key shows its text',
			{ a: { state: { key: 'WY', value: 'Wyoming' } } },
			'a.state.key',
			'Wyoming',
		],
		[
			'a choice shows its text',
			{ a: { state: { key: 'WY', value: 'Wyoming' } } },
			'a.state',
			'Wyoming',
		],
		[
			'an address, its lines joined',
			{
				a: {
					address: {
						line1: '1 Main St',
						city: 'Cheyenne',
						state: 'WY',
						zip: '82001',
					},
				},
			},
			'a.address',
			'1 Main St, Cheyenne, Wyoming, 82001',
		],
		[
			'a US address names its state and country',
			{
				a: {
					address: {
						line1: '1 Main St',
						city: 'Dover',
						state: 'DE',
						zip: '19901',
						country: 'US',
					},
				},
			},
			'a.address',
			'1 Main St, Dover, Delaware, 19901, United States',
		],
		[
			'a state kept as a code shows the name its select showed',
			{ contact: { state: 'DE', country: 'US' } },
			'contact.state',
			'Delaware',
		],
		[
			'a state without a country is a US state',
			{ contact: { state: 'NY' } },
			'contact.state',
			'New York',
		],
		[
			'a country kept as a code shows its name',
			{ contact: { state: 'DE', country: 'US' } },
			'contact.country',
			'United States',
		],
		[
			'a region typed for another country is shown as typed',
			{ contact: { state: 'AL', country: 'CA' } },
			'contact.state',
			'AL',
		],
		[
			'another country is named too',
			{ contact: { state: 'Ontario', country: 'CA' } },
			'contact.country',
			'Canada',
		],
	] )( '%s', ( _name, values, path, expected ) => {
		expect( answerOfField( values, field( path ) )?.value ).toBe(
			expected
		);
	} );

	it.each( [
		[ 'an empty text', { a: { name: '' } }, 'a.name' ],
		[ 'spaces only', { a: { name: '   ' } }, 'a.name' ],
		[ 'a field never filled', {}, 'a.name' ],
		[ 'an unticked box', { a: { agreed: false } }, 'a.agreed' ],
		[ 'a choice never made', { a: { state: null } }, 'a.state.key' ],
	] )(
		'none for %s: the review shows only what the visitor gave',
		( _name, values, path ) => {
			expect( answerOfField( values, field( path ) ) ).toBeNull();
		}
	);

	it.each( [
		'accountInformation.password',
		'accountInformation.passwordConfirm',
		'paymentInformation.number',
		'paymentInformation.cvc',
	] )( 'never shows the secret %s', ( path ) => {
		expect( isSecretPath( path ) ).toBe( true );
		const values = {};
		const parts = path.split( '.' );
		( values as Record< string, unknown > )[ parts[ 0 ] ] = {
			[ parts[ 1 ] ]: 'secret-value',
		};
		expect( answerOfField( values, field( path ) ) ).toBeNull();
	} );

	it( 'keeps the field’s path and label for its "Change" link', () => {
		expect(
			answersOfFields( { c: { first: 'Ada', last: '' } }, [
				field( 'c.first', 'First Name' ),
				field( 'c.last', 'Last Name' ),
			] )
		).toEqual( [ { path: 'c.first', label: 'First Name', value: 'Ada' } ] );
	} );

	it( 'leaves out a step without any answer', () => {
		expect(
			answeredSteps( [
				{ stepIndex: 0, label: 'Products', answers: [] },
				{
					stepIndex: 1,
					label: 'Contact',
					answers: [
						{
							path: 'contactInformation.firstName',
							label: 'First Name',
							value: 'Ada',
						},
					],
				},
			] ).map( ( step ) => step.label )
		).toEqual( [ 'Contact' ] );
	} );
} );
