import { COMPANY_FIELDS } from '../../../blocks/company-information/fields';
import { addressFields } from '../../../src/modules/address-fields';
import { setIn } from '../../../src/form-data/paths';
import { validate, type FieldRule } from '../../../src/validation/validate';

/** The message a field shows for a value (undefined: it passes). */
const messageFor = (
	field: FieldRule,
	value: unknown,
	values: object = {}
) => {
	const tree = JSON.parse( JSON.stringify( values ) ) as Record<
		string,
		unknown
	>;
	setIn( tree, field.path, value );
	return validate( tree, [ field ] )[ field.path ];
};

const TODAY = new Date( 2026, 10, 23 );

describe( 'company fields, with the catalogue’s messages', () => {
	it.each( [
		// field, value, message the visitor sees (undefined: passes)
		[
			'Company Name',
			COMPANY_FIELDS.companyName(),
			'',
			'Company Name is required',
		],
		[
			'Company Name',
			COMPANY_FIELDS.companyName(),
			'A',
			'Company Name must be at least 2 characters',
		],
		[ 'Company Name', COMPANY_FIELDS.companyName(), 'Acme LLC', undefined ],
		[
			'Alternate Company Name (optional)',
			COMPANY_FIELDS.altCompanyName(),
			'',
			undefined,
		],
		[
			'Alternate Company Name',
			COMPANY_FIELDS.altCompanyName(),
			'B',
			'Alternate Name must be at least 2 characters',
		],
		[
			'Entity Type',
			COMPANY_FIELDS.entityType(),
			'',
			'Entity Type is required',
		],
		[
			'Home State',
			COMPANY_FIELDS.homeState(),
			'',
			'Home State is required',
		],
		[
			'NAICS Code (required state)',
			COMPANY_FIELDS.naicsCode( true ),
			'',
			'NAICS Code is required',
		],
		[
			'NAICS Code (required state)',
			COMPANY_FIELDS.naicsCode( true ),
			'3',
			'NAICS Code must be at least 2 characters',
		],
		[
			'NAICS Code (required state)',
			COMPANY_FIELDS.naicsCode( true ),
			'33',
			undefined,
		],
		[
			'NAICS Code (other state)',
			COMPANY_FIELDS.naicsCode( false ),
			'',
			undefined,
		],
		[
			'NAICS Code (other state)',
			COMPANY_FIELDS.naicsCode( false ),
			'3',
			'NAICS Code must be at least 2 characters',
		],
		[
			'Formation Date',
			COMPANY_FIELDS.formationDate( TODAY ),
			'',
			'Formation Date is required',
		],
		[
			'Formation Date',
			COMPANY_FIELDS.formationDate( TODAY ),
			'2020-01-31',
			'Date must be in MM/DD/YYYY format',
		],
		[
			'Formation Date',
			COMPANY_FIELDS.formationDate( TODAY ),
			'02/30/2020',
			'Invalid Date',
		],
		[
			'Formation Date',
			COMPANY_FIELDS.formationDate( TODAY ),
			'01/01/2026',
			'Date cannot be later than 12/31/2025',
		],
		[
			'Formation Date',
			COMPANY_FIELDS.formationDate( TODAY ),
			'12/31/2025',
			undefined,
		],
		[
			'Attorney First Name',
			COMPANY_FIELDS.attorneyFirstName(),
			'',
			'Attorney First Name is required',
		],
		[
			'Attorney Last Name',
			COMPANY_FIELDS.attorneyLastName(),
			'H',
			'Attorney Last Name must be at least 2 characters',
		],
		[
			'Attorney Email',
			COMPANY_FIELDS.attorneyEmail(),
			'grace&co@example.com',
			'Please enter a valid email address',
		],
		[
			'Name Reservation Number',
			COMPANY_FIELDS.nameReservationNumber(),
			'',
			'Name Reservation Number is required',
		],
		[
			'UBI toggle',
			COMPANY_FIELDS.ubiNumberToggle(),
			undefined,
			'A Selection is required',
		],
		[
			'UBI toggle: No is an answer',
			COMPANY_FIELDS.ubiNumberToggle(),
			false,
			undefined,
		],
		[
			'UBI Number',
			COMPANY_FIELDS.ubiNumber(),
			'',
			'UBI Number is required',
		],
		[
			'UBI Number',
			COMPANY_FIELDS.ubiNumber(),
			'60012345a',
			'This field must contain only numbers',
		],
		[
			'UBI Number',
			COMPANY_FIELDS.ubiNumber(),
			'60012345',
			'UBI Number must contain exactly 9 digits.',
		],
		[ 'UBI Number', COMPANY_FIELDS.ubiNumber(), '600123456', undefined ],
		[
			'Business Purpose',
			COMPANY_FIELDS.businessPurpose( '' ),
			'',
			'Business Purpose is required',
		],
		[
			'Business Purpose',
			COMPANY_FIELDS.businessPurpose( '' ),
			'Widgets',
			'Business Purpose must be at least 10 characters',
		],
		[
			'Business Purpose',
			COMPANY_FIELDS.businessPurpose( '' ),
			'Selling widgets',
			undefined,
		],
		[
			'Business Purpose, starter text alone',
			COMPANY_FIELDS.businessPurpose( 'The company will' ),
			'The company will',
			'Business Purpose is required',
		],
		[
			'Business Purpose, starter text + 4',
			COMPANY_FIELDS.businessPurpose( 'The company will' ),
			'The company will sell',
			'Business Purpose must be at least 10 characters',
		],
		[
			'Business Purpose, starter text + 10',
			COMPANY_FIELDS.businessPurpose( 'The company will' ),
			'The company will sell widgets',
			undefined,
		],
	] )( '%s: %j → %s', ( _what, field, value, expected ) => {
		expect( messageFor( field, value ) ).toBe( expected );
	} );
} );

describe( 'address fields ("line1, city, state, zip required; zip at most 12; non-US state is free text"; the country defaults to the US)', () => {
	const [ country, line1, city, state, zip ] = addressFields(
		'companyInformation.principalAddress'
	);

	it.each( [
		[ country, undefined, undefined ],
		[ country, 'GB', undefined ],
		[ line1, '', 'Street Address is required' ],
		[ city, '', 'City is required' ],
		[ state, '', 'State is required' ],
		[ state, 'Ontario', undefined ],
		[ zip, '', 'ZIP Code is required' ],
		[ zip, 'SW1A 1AA', undefined ],
		[
			zip,
			'1234567890123',
			'The field cannot contain more than 12 characters',
		],
	] )( '%j: %j → %s', ( field, value, expected ) => {
		expect( messageFor( field, value ) ).toBe( expected );
	} );

	it( 'the backend check fails the street line with the server’s message, only once complete and invalid', () => {
		const [ , street ] = addressFields( 'contactInformation.address', {
			backendCheck: true,
		} );
		const withStatus = ( status: object | undefined ) => ( {
			contactInformation: {
				address: { backendValidationStatus: status },
			},
		} );
		const typed = '1 Nowhere Rd';
		expect(
			messageFor(
				street,
				typed,
				withStatus( {
					complete: true,
					valid: false,
					message: 'USPS Lookup: address not found',
				} )
			)
		).toBe( 'USPS Lookup: address not found' );
		expect(
			messageFor(
				street,
				typed,
				withStatus( { complete: false, valid: false, message: '' } )
			)
		).toBeUndefined();
		expect(
			messageFor(
				street,
				typed,
				withStatus( { complete: true, valid: true, message: '' } )
			)
		).toBeUndefined();
		expect(
			messageFor( street, typed, withStatus( undefined ) )
		).toBeUndefined();
	} );
} );
