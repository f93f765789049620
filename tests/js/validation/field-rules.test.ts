import { setLocaleData } from '@wordpress/i18n';

import {
	characterCounter,
	CHOICE_LABELS,
	FIELD_RULES,
	LIST_LIMITS,
	naicsRequired,
	PASSWORD_GEN_NUM_CHARS,
	postalCheckPossible,
} from '../../../src/validation/field-rules';
import { validate } from '../../../src/validation/validate';
import { madeUpPath } from '../support/made-up-path';

const check = ( rules: string, value: unknown, label = 'Field', extra = {} ) =>
	validate( { value, ...extra }, [
		{ path: madeUpPath( 'value' ), label, rules },
	] ).value;

describe( 'field rules', () => {
	it.each( [
		// what, label, rules, value, message the visitor sees (undefined = passes)
		[
			'Password: required',
			'Password',
			FIELD_RULES.password(),
			'',
			'Password is required',
		],
		[
			'Password: capital',
			'Password',
			FIELD_RULES.password(),
			'secret-12',
			'Password must contain at least one capital letter',
		],
		[
			'Password: number',
			'Password',
			FIELD_RULES.password(),
			'Secret-ab',
			'Password must contain at least one number',
		],
		[
			'Password: special character',
			'Password',
			FIELD_RULES.password(),
			'Secret12',
			'Password must contain at least one special character',
		],
		[
			'Password: minimum passwordMinChars (default 8)',
			'Password',
			FIELD_RULES.password(),
			'Se-12',
			'Password must be at least 8 characters',
		],
		[
			'Password: configured minimum',
			'Password',
			FIELD_RULES.password( 12 ),
			'Secret-12ab',
			'Password must be at least 12 characters',
		],
		[
			'Password: maximum 524288',
			'Password',
			FIELD_RULES.password(),
			'A-1' + 'a'.repeat( 524286 ),
			'The field cannot contain more than 524288 characters',
		],
		[
			'Password: valid',
			'Password',
			FIELD_RULES.password(),
			'Secret-12',
			undefined,
		],
		[
			'Company name: required',
			'Company Name',
			FIELD_RULES.companyName,
			'',
			'Company Name is required',
		],
		[
			'Company name: at least 2',
			'Company Name',
			FIELD_RULES.companyName,
			'A',
			'Company Name must be at least 2 characters',
		],
		[
			'Attorney first name: at least 2',
			'Attorney First Name',
			FIELD_RULES.attorneyName,
			'J',
			'Attorney First Name must be at least 2 characters',
		],
		[
			'UBI number: numeric',
			'UBI Number',
			FIELD_RULES.ubiNumber,
			'12345678a',
			'This field must contain only numbers',
		],
		[
			'UBI number: exactly 9 digits',
			'UBI Number',
			FIELD_RULES.ubiNumber,
			'12345678',
			'UBI Number must contain exactly 9 digits.',
		],
		[
			'UBI number: valid',
			'UBI Number',
			FIELD_RULES.ubiNumber,
			'123456789',
			undefined,
		],
		[
			'NAICS: 2 characters',
			'NAICS Code',
			FIELD_RULES.naicsCode(),
			'5',
			'NAICS Code must be at least 2 characters',
		],
		[
			'Formation date: not later than 12/31 of last year',
			'Formation Date',
			FIELD_RULES.formationDate( new Date( 2026, 5, 1 ) ),
			'01/02/2026',
			'Date cannot be later than 12/31/2025',
		],
		[
			'Formation date: MM/DD/YYYY',
			'Formation Date',
			FIELD_RULES.formationDate( new Date( 2026, 5, 1 ) ),
			'2020-01-01',
			'Date must be in MM/DD/YYYY format',
		],
		[
			'Business purpose: required',
			'Business Purpose',
			FIELD_RULES.businessPurpose(),
			'',
			'Business Purpose is required',
		],
		[
			'Business purpose: minimum 10',
			'Business Purpose',
			FIELD_RULES.businessPurpose(),
			'Hats',
			'Business Purpose must be at least 10 characters',
		],
		[
			'Business purpose: starter text does not count',
			'Business Purpose',
			FIELD_RULES.businessPurpose( 'We will' ),
			'We will ',
			'Business Purpose is required',
		],
		[
			'Notary month: max 2',
			'Notary Month',
			FIELD_RULES.notaryMonthOrDay,
			'123',
			'The field cannot contain more than 2 characters',
		],
		[
			'Notary year: exactly 4',
			'Notary Year',
			FIELD_RULES.notaryYear,
			'26',
			'Notary Year must contain exactly 4 digits.',
		],
		[
			'Zip: at most 12',
			'ZIP Code',
			FIELD_RULES.zip,
			'1234567890123',
			'The field cannot contain more than 12 characters',
		],
		[
			'Multi-state: at least one state',
			'States',
			FIELD_RULES.multiState,
			{ CA: false },
			'At least one jurisdiction must be selected',
		],
		[
			'List choice: "A Selection"',
			CHOICE_LABELS.listChoice,
			FIELD_RULES.required,
			'',
			'A Selection is required',
		],
		[
			'Individual or business',
			CHOICE_LABELS.individualOrBusiness,
			FIELD_RULES.required,
			null,
			'Individual or Business Selection is required',
		],
		[
			'Supplemental responses: "A Response"',
			CHOICE_LABELS.supplementalResponse,
			FIELD_RULES.required,
			'',
			'A Response is required',
		],
		[
			'Card number: credit card format',
			'Card Number',
			FIELD_RULES.cardNumber,
			'4242 4242 4242 4241',
			'Please enter a valid Credit Card Number',
		],
		[
			'Card number: max 19',
			'Card Number',
			FIELD_RULES.cardNumber,
			'4242 4242 4242 4242 42',
			'The field cannot contain more than 19 characters',
		],
		[
			'Security code: numeric',
			'Security Code',
			FIELD_RULES.cvc,
			'12a',
			'This field must contain only numbers',
		],
		[
			'Security code: max 4',
			'Security Code',
			FIELD_RULES.cvc,
			'12345',
			'The field cannot contain more than 4 characters',
		],
		[
			'Area code: exactly 3 digits',
			'Area Code',
			FIELD_RULES.areaCode,
			'41',
			'Area Code must contain exactly 3 digits.',
		],
		[
			'Residency checkbox must be ticked',
			'Residency',
			FIELD_RULES.mustBeTicked,
			false,
			'Residency is required',
		],
		[
			'VIN: 17 characters',
			'VIN',
			FIELD_RULES.vin,
			'1HGCM82633A00435',
			'VIN must be at least 17 characters',
		],
		[ 'VIN: optional', 'VIN', FIELD_RULES.vin, '', undefined ],
		[
			'Vehicle year: 4 digits',
			'Year',
			FIELD_RULES.vehicleYear,
			'19',
			'Year must contain exactly 4 digits.',
		],
		[
			'Requested price: "Really?" at 0',
			'Price',
			FIELD_RULES.requestedPrice,
			'0',
			'Really?',
		],
		[
			'Resume: PDF only',
			'Resume',
			FIELD_RULES.resume(),
			{ name: 'cv.docx', size: 1000 },
			'We only accept the following file type(s): pdf',
		],
		[
			'Resume: up to 5000 KB',
			'Resume',
			FIELD_RULES.resume(),
			{ name: 'cv.pdf', size: 6_000_000 },
			'The file size must not exceed 5 MB',
		],
		[
			'Cover letter: optional when configured',
			'Cover Letter',
			FIELD_RULES.coverLetter( false ),
			null,
			undefined,
		],
		[
			'Links must be URLs',
			'GitHub',
			FIELD_RULES.link(),
			'github',
			'Please enter a valid URL',
		],
		[
			'Note: max 2000',
			'Note',
			FIELD_RULES.longText(),
			'x'.repeat( 2001 ),
			'The field cannot contain more than 2000 characters',
		],
	] )( '%s', ( _what, label, rules, value, expected ) => {
		expect( check( rules, value, label ) ).toBe( expected );
	} );

	it( 'the confirmation must match the password: "Passwords do not match"', () => {
		const rules = FIELD_RULES.passwordConfirm(
			'accountInformation.password'
		);
		const account = { accountInformation: { password: 'Secret-12' } };
		expect( check( rules, 'Secret-13', 'Confirm Password', account ) ).toBe(
			'Passwords do not match'
		);
		expect(
			check( rules, 'Secret-12', 'Confirm Password', account )
		).toBeUndefined();
	} );

	it( 'keeps the generated password length and the list minimums', () => {
		expect( PASSWORD_GEN_NUM_CHARS ).toBe( 12 );
		expect( LIST_LIMITS ).toMatchObject( {
			directors: { min: 1 },
			directorsWhenAllOfficersAreDirectors: { min: 0 },
			officers: { min: 0 },
			members: { min: 1 },
			nonprofitDirectors: { min: 3 },
			recipients: { min: 1, max: 4 },
		} );
	} );

	it.each( [
		[ 'CA', 'LLC', true ],
		[ 'CA', 'NP Corp', false ],
		[ 'WY', 'LLC', false ],
		[ undefined, 'LLC', false ],
	] )(
		'NAICS required in %s for %s: %p (state in the list, not NP Corp)',
		( state, entity, required ) => {
			expect( naicsRequired( state, entity, [ 'CA', 'TX' ] ) ).toBe(
				required
			);
		}
	);

	it.each( [
		[ { country: 'US', line1: '1 M', zip: '941' }, true ],
		[ { country: { key: 'US' }, line1: '1 Market', zip: '94105' }, true ],
		[ { country: 'CA', line1: '1 Market', zip: '94105' }, false ],
		[ { country: 'US', line1: '1M', zip: '94105' }, false ],
		[ { country: 'US', line1: '1 Market', zip: '94' }, false ],
	] )( 'postal check possible for %p: %p', ( address, possible ) => {
		expect( postalCheckPossible( address ) ).toBe( possible );
	} );

	it( 'flags the counter at or above the maximum', () => {
		expect( characterCounter( 'x'.repeat( 1999 ), 2000 ).atLimit ).toBe(
			false
		);
		expect( characterCounter( 'x'.repeat( 2000 ), 2000 ) ).toEqual( {
			count: 2000,
			max: 2000,
			atLimit: true,
		} );
	} );

	it( 'regenerates messages in the new locale ("Messages are regenerated on locale change")', () => {
		const rules = FIELD_RULES.companyName;
		expect( check( rules, '', 'Nombre' ) ).toBe( 'Nombre is required' );
		setLocaleData(
			{ '%s is required': [ '%s es obligatorio' ] },
			'formation-orders'
		);
		try {
			expect( check( rules, '', 'Nombre' ) ).toBe(
				'Nombre es obligatorio'
			);
		} finally {
			setLocaleData( { '%s is required': [] }, 'formation-orders' );
		}
	} );
} );
