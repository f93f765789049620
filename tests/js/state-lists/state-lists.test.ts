/**
 * "State lists in configuration: extra step/sets in AK, AR, CA, CT, LA, MD, MA, MI, MN, MS, NE, NH, NJ, OH, OK, OR,
 * PA, SC, TX, WA, WV; another set FL, GA, IN, MN, NC, NJ, NM, UT; FL alone; WY alone; AK, CT, RI, LA, NH, MS, VT;
 * AR, IL, IN; IL, IN; AR, PR, OK; NY, CT, GA, HI, IA, KY, LA, MD, MA, MI, MS, MO, NE, NM." Each list's default, and
 * what each governs: the condition "the state is in list X" for steps and modules, the NAICS code's required
 * states, and the backend address check.
 */
import { backendCheckApplies } from '../../../src/address/postal-check';
import { companyQuestions } from '../../../src/company/company-questions';
import type { PageConfig } from '../../../src/config';
import { moduleShown, stepShown } from '../../../src/engine/conditions';
import {
	comparisonOptions,
	rowWithComparison,
} from '../../../src/editor/state-list-comparison';
import { withSiteStateLists } from '../../../src/state-lists/site-lists-in-layout';
import {
	STATE_LIST_DEFAULTS,
	STATE_LIST_NAMES,
	stateListsOf,
} from '../../../src/state-lists/state-lists';
import { testConfig } from '../store/fake-transport';

const SPEC =
	'AK, AR, CA, CT, LA, MD, MA, MI, MN, MS, NE, NH, NJ, OH, OK, OR, PA, SC, TX, WA, WV; FL, GA, IN, MN, NC, NJ, NM, UT; FL; WY; AK, CT, RI, LA, NH, MS, VT; AR, IL, IN; IL, IN; AR, PR, OK; NY, CT, GA, HI, IA, KY, LA, MD, MA, MI, MS, MO, NE, NM';

describe( 'the nine lists', () => {
	it( 'default to the listed states, in the listed order', () => {
		expect(
			STATE_LIST_NAMES.map( ( name ) =>
				STATE_LIST_DEFAULTS[ name ].join( ', ' )
			).join( '; ' )
		).toBe( SPEC );
	} );

	it( 'take the page’s lists over the defaults, list by list', () => {
		const lists = stateListsOf( {
			stateLists: { extraStep: [ 'TX' ], naicsRequired: [] },
		} );
		expect( lists.extraStep ).toEqual( [ 'TX' ] );
		expect( lists.naicsRequired ).toEqual( [] );
		expect( lists.addressCheck ).toEqual( [ 'WY' ] );
	} );
} );

const state = ( key: string ) => ( {
	companyInformation: { state: { key, value: key } },
} );
const inList = ( stateList: string ) => ( {
	name: 'company-information',
	attributes: {
		condition: {
			orConditions: [
				{
					andConditions: [
						{
							fieldKey: 'companyInformation.state',
							fieldVal: '',
							stateList,
						},
					],
				},
			],
		},
	},
} );

describe( 'a step or module whose condition is "the state is in" a list', () => {
	const lists = stateListsOf( {} );
	it.each( [
		[ 'extraStep', 'TX', true ],
		[ 'extraStep', 'NY', false ],
		[ 'extraFields', 'UT', true ],
		[ 'extraFields', 'TX', false ],
		[ 'stateNotice', 'FL', true ],
		[ 'stateNotice', 'GA', false ],
		[ 'addressCheck', 'WY', true ],
		[ 'extraQuestions', 'VT', true ],
		[ 'extraQuestions', 'ME', false ],
		[ 'feeNotice', 'AR', true ],
		[ 'localFiling', 'IL', true ],
		[ 'localFiling', 'AR', false ],
		[ 'expediteNotice', 'PR', true ],
		[ 'naicsRequired', 'NM', true ],
		[ 'noSuchList', 'TX', false ],
	] )( '%s, state %s: shown %s', ( list, code, shown ) => {
		expect( moduleShown( inList( list ), state( code ), lists ) ).toBe(
			shown
		);
		expect( stepShown( [ inList( list ) ], state( code ), lists ) ).toBe(
			shown
		);
	} );

	it( 'follows the site’s list, not the default', () => {
		const changed = stateListsOf( { stateLists: { extraStep: [ 'NY' ] } } );
		expect(
			moduleShown( inList( 'extraStep' ), state( 'NY' ), changed )
		).toBe( true );
		expect(
			moduleShown( inList( 'extraStep' ), state( 'TX' ), changed )
		).toBe( false );
	} );

	it( 'is hidden before a state is chosen', () => {
		expect(
			moduleShown( inList( 'extraStep' ), {}, stateListsOf( {} ) )
		).toBe( false );
	} );
} );

describe( 'the NAICS code’s required states', () => {
	const settings = {
		askBusinessFormed: false,
		askDesignator: false,
		askAlternateName: false,
		askHomeState: false,
		askNaics: true,
		askFormationDate: false,
		askNotifyAttorney: false,
		askNameReservation: false,
		askUbi: false,
		ubiStates: [],
		askBusinessPurpose: false,
		offerGenericPurpose: false,
		askCompanyNotes: false,
		askPrincipalAddress: false,
		askMailingAddress: false,
	};
	const naicsStatesOf = ( config: PageConfig ) =>
		withSiteStateLists( config ).form.steps[ 0 ].modules.find(
			( module ) => module.name === 'company-information'
		)?.attributes.naicsStates as string[];
	const required = (
		naicsStates: string[],
		code: string,
		entityType = 'LLC'
	) =>
		companyQuestions( {
			settings: { ...settings, naicsStates },
			state: code,
			entityType,
			formationDateNotKnown: false,
			notifyAttorney: false,
			nameReservation: null,
			ubiNumberToggle: null,
			useGenericBusinessPurpose: false,
			principalAddressChoice: 'ra',
			mailingAddressChoice: 'ra',
		} ).naicsRequired;

	it.each( [
		[ 'the site’s default list', undefined, 'NY', true ],
		[ 'the site’s default list', undefined, 'TX', false ],
		[ 'a list changed on the Settings page', [ 'TX' ], 'TX', true ],
		[ 'a list changed on the Settings page', [ 'TX' ], 'NY', false ],
	] )(
		'%s (%j), state %s: required %s',
		( _case, siteList, code, expected ) => {
			const config = testConfig();
			if ( siteList ) {
				config.stateLists = { naicsRequired: siteList };
			}
			expect( required( naicsStatesOf( config ), code ) ).toBe(
				expected
			);
		}
	);

	it( 'never for a nonprofit corporation', () => {
		expect(
			required( naicsStatesOf( testConfig() ), 'NY', 'NP Corp' )
		).toBe( false );
	} );

	it( 'a block that names its own states keeps them', () => {
		const config = testConfig();
		config.form.steps[ 0 ].modules[ 1 ].attributes = {
			naicsStates: [ 'WA' ],
		};
		expect( naicsStatesOf( config ) ).toEqual( [ 'WA' ] );
	} );
} );

describe( 'the backend address check states', () => {
	const address = ( code: string ) => ( {
		line1: '1 Main St',
		city: 'Town',
		zip: '82001',
		state: code,
		country: 'US',
	} );
	it.each( [
		[ [ 'WY' ], 'WY', true ],
		[ [ 'WY' ], 'CA', false ],
		[ [ 'WY', 'CA' ], 'CA', true ],
		[ [ 'CA' ], 'WY', false ],
	] )( 'list %j, address in %s: checked %s', ( list, code, checked ) => {
		expect( backendCheckApplies( address( code ), true, list ) ).toBe(
			checked
		);
	} );

	it( 'checks nothing while the check is off', () => {
		expect( backendCheckApplies( address( 'WY' ), false, [ 'WY' ] ) ).toBe(
			false
		);
	} );
} );

describe( 'the condition builder’s comparison', () => {
	it( 'offers "equals the value" and each list by its Settings page name', () => {
		const options = comparisonOptions( undefined );
		expect( options ).toHaveLength( 10 );
		expect( options[ 0 ] ).toEqual( {
			value: '',
			label: 'equals the value',
		} );
		expect( options[ 1 ] ).toEqual( {
			value: 'extraStep',
			label: 'is a state in: States with an extra step',
		} );
	} );

	it( 'a list replaces the value, and "equals the value" removes the list', () => {
		const row = { fieldKey: 'companyInformation.state', fieldVal: 'TX' };
		expect( rowWithComparison( row, 'extraStep' ) ).toEqual( {
			fieldVal: '',
			stateList: 'extraStep',
		} );
		expect(
			rowWithComparison( { ...row, stateList: 'extraStep' }, '' )
		).toEqual( { stateList: undefined, fieldVal: '' } );
	} );
} );
