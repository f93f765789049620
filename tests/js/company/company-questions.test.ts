import {
	addressChoiceInForce,
	companyQuestions,
	type CompanyQuestionsInput,
} from '../../../src/company/company-questions';
import {
	chosenAddress,
	REGISTERED_AGENT_ADDRESS,
} from '../../../src/order/people';

const NAICS_STATES = [ 'NY', 'CT', 'GA' ];

const settings = (
	overrides: Partial< CompanyQuestionsInput[ 'settings' ] > = {}
): CompanyQuestionsInput[ 'settings' ] => ( {
	askBusinessFormed: true,
	askDesignator: true,
	askAlternateName: true,
	askHomeState: true,
	askNaics: true,
	naicsStates: NAICS_STATES,
	askFormationDate: true,
	askNotifyAttorney: true,
	askNameReservation: true,
	askUbi: true,
	ubiStates: [ 'WA' ],
	askBusinessPurpose: true,
	offerGenericPurpose: true,
	askCompanyNotes: true,
	askPrincipalAddress: true,
	askMailingAddress: true,
	...overrides,
} );

const input = (
	overrides: Partial< CompanyQuestionsInput > = {}
): CompanyQuestionsInput => ( {
	settings: settings(),
	state: 'CA',
	entityType: 'LLC',
	formationDateNotKnown: false,
	notifyAttorney: false,
	nameReservation: 'no',
	ubiNumberToggle: null,
	useGenericBusinessPurpose: true,
	principalAddressChoice: 'ra',
	mailingAddressChoice: 'ra',
	...overrides,
} );

describe( 'NAICS: "required when the state is in a configured list and entity is not NP Corp"', () => {
	it.each( [
		[ 'NY', 'LLC', true, true ],
		[ 'GA', 'Corp', true, true ],
		[ 'NY', 'NP Corp', false, false ],
		[ 'CA', 'LLC', true, false ],
		[ null, 'LLC', true, false ],
	] )(
		'in %s for %s: asked %s, required %s',
		( state, entityType, asked, required ) => {
			const shown = companyQuestions( input( { state, entityType } ) );
			expect( shown.naics ).toBe( asked );
			expect( shown.naicsRequired ).toBe( required );
		}
	);

	it( 'is never asked when the form does not ask it', () => {
		const shown = companyQuestions(
			input( { state: 'NY', settings: settings( { askNaics: false } ) } )
		);
		expect( [ shown.naics, shown.naicsRequired ] ).toEqual( [
			false,
			false,
		] );
	} );
} );

describe( 'follow-up questions show after the answer that asks for them', () => {
	it.each( [
		[
			'formation date skipped with "I don\'t know my Formation Date"',
			{ formationDateNotKnown: true },
			'formationDateSkipped',
			true,
		],
		[
			'formation date validated otherwise',
			{},
			'formationDateSkipped',
			false,
		],
		[
			'attorney’s name and email after Yes',
			{ notifyAttorney: true },
			'attorney',
			true,
		],
		[ 'no attorney by default (No)', {}, 'attorney', false ],
		[
			'reservation number after Yes',
			{ nameReservation: 'yes' },
			'nameReservationNumber',
			true,
		],
		[
			'no reservation number by default (No)',
			{},
			'nameReservationNumber',
			false,
		],
		[ 'UBI question in WA', { state: 'WA' }, 'ubi', true ],
		[ 'no UBI question in CA', {}, 'ubi', false ],
		[
			'UBI number after Yes in WA',
			{ state: 'WA', ubiNumberToggle: true },
			'ubiNumber',
			true,
		],
		[
			'no UBI number after No',
			{ state: 'WA', ubiNumberToggle: false },
			'ubiNumber',
			false,
		],
		[
			'no purpose text with the generic purpose',
			{},
			'purposeText',
			false,
		],
		[
			'purpose text in the visitor’s words',
			{ useGenericBusinessPurpose: false },
			'purposeText',
			true,
		],
		[
			'principal address fields when typed',
			{ principalAddressChoice: 'specify' },
			'principalAddressFields',
			true,
		],
		[
			'no principal address fields for the agent’s address',
			{},
			'principalAddressFields',
			false,
		],
		[
			'mailing address fields when typed',
			{ mailingAddressChoice: 'specify' },
			'mailingAddressFields',
			true,
		],
		[
			'no mailing address fields for the contact’s address',
			{ mailingAddressChoice: 'mailing' },
			'mailingAddressFields',
			false,
		],
		[ 'designator for an LLC', {}, 'designator', true ],
		[
			'no designator for a corporation',
			{ entityType: 'Corp' },
			'designator',
			false,
		],
	] as const )( '%s', ( _what, answers, question, expected ) => {
		expect( companyQuestions( input( answers ) )[ question ] ).toBe(
			expected
		);
	} );

	it( 'offers the purpose text alone when the generic purpose is not offered', () => {
		const shown = companyQuestions(
			input( { settings: settings( { offerGenericPurpose: false } ) } )
		);
		expect( [ shown.genericPurpose, shown.purposeText ] ).toEqual( [
			false,
			true,
		] );
	} );

	it( 'asks nothing the form does not ask', () => {
		const off = settings(
			Object.fromEntries(
				Object.keys( settings() )
					.filter( ( key ) => key.startsWith( 'ask' ) )
					.map( ( key ) => [ key, false ] )
			)
		);
		const shown = companyQuestions(
			input( {
				settings: off,
				state: 'WA',
				notifyAttorney: true,
				nameReservation: 'yes',
				ubiNumberToggle: true,
				useGenericBusinessPurpose: false,
				principalAddressChoice: 'specify',
				mailingAddressChoice: 'specify',
			} )
		);
		expect(
			Object.values( shown ).every( ( asked ) => asked === false )
		).toBe( true );
	} );
} );

describe( 'the registered agent’s address, offered only where the state allows it', () => {
	it.each( [
		// Choice, state, in force.
		[ undefined, 'CA', 'ra' ],
		[ 'ra', 'CA', 'ra' ],
		[ 'mailing', 'CA', 'mailing' ],
		[ undefined, null, 'ra' ],
		[ undefined, 'AK', 'mailing' ],
		[ 'ra', 'HI', 'mailing' ],
		[ 'ra', 'PR', 'mailing' ],
		[ 'specify', 'AK', 'specify' ],
		[ 'mailing', 'AK', 'mailing' ],
	] )( 'chose %p in %p: %p', ( choice, state, inForce ) => {
		expect( addressChoiceInForce( choice, state ) ).toBe( inForce );
	} );

	it( 'the order sends the contact’s address where the agent’s is refused, the token elsewhere', () => {
		const contact = {
			line1: '1 Glacier Way',
			city: 'Juneau',
			state: 'AK',
			zip: '99801',
			country: 'US',
		};
		const values = ( state: string ) => ( {
			companyInformation: {
				state: { key: state, value: state },
				principalAddress: { choice: 'ra' },
			},
			contactInformation: { address: contact },
		} );
		expect(
			chosenAddress(
				values( 'AK' ),
				'companyInformation.principalAddress'
			)
		).toEqual( contact );
		expect(
			chosenAddress(
				values( 'CA' ),
				'companyInformation.principalAddress'
			)
		).toBe( REGISTERED_AGENT_ADDRESS );
	} );
} );
