/**
 * The business's state rules, every rule against every jurisdiction a visitor can choose: a product of a limited
 * kind is offered where the rule allows it and nowhere else, whether or not an editor named its kind, and an
 * entity type is offered where it can be formed. The lists are written out here as the business states them, so
 * that a change to the rules in the code shows as a failing row.
 */
import { jurisdictionGroups } from '../../../src/jurisdictions';
import {
	agentAddressAllowedIn,
	entityTypeAllowedIn,
} from '../../../src/pricing/state-rules';
import { productVisible } from '../../../src/pricing/visibility';

const JURISDICTIONS = jurisdictionGroups().flatMap( ( group ) =>
	group.options.map( ( option ) => option.value )
);

/** Product kinds (their catalog categories) sold only in these states. */
const PRODUCT_RULES: Array< [ string, string[] ] > = [
	[ 'public-benefit-corporation', [ 'AZ', 'NV' ] ],
	[ 'law-on-call', [ 'UT' ] ],
	[ 'parent-formation', [ 'DE', 'FL', 'ID', 'MT', 'TX', 'WA', 'WY' ] ],
	[ 'ny-publication', [ 'NY' ] ],
];

const PLLC_STATES = 'AK CA DE GA HI MD MO NJ NM NY OH RI SC WI WY PR'.split(
	' '
);

/** The jurisdictions where a product of `rules` is offered on a formation form, in the select's order. */
const offeredIn = ( rules: Parameters< typeof productVisible >[ 0 ] ) =>
	JURISDICTIONS.filter( ( state ) =>
		productVisible( rules, {
			state,
			formType: 'business-formation',
			entityType: 'LLC',
		} )
	);

it( 'covers every state, DC and the territories', () => {
	expect( JURISDICTIONS ).toEqual(
		expect.arrayContaining( [ 'AL', 'WY', 'DC', 'PR', 'UT', 'NY' ] )
	);
	expect( JURISDICTIONS.length ).toBeGreaterThanOrEqual( 52 );
} );

it.each( PRODUCT_RULES )(
	'%s is offered in %j only, whether its category says so or an editor named the kind',
	( kind, states ) => {
		const inSelectOrder = JURISDICTIONS.filter( ( state ) =>
			states.includes( state )
		);
		expect( offeredIn( { saveAs: 'x', category: kind } ) ).toEqual(
			inSelectOrder
		);
		expect(
			offeredIn( { saveAs: 'x', category: 'simple', kind } )
		).toEqual( inSelectOrder );
	}
);

it( 'a product of no limited kind is offered everywhere', () => {
	expect( offeredIn( { saveAs: 'x', category: 'certificates' } ) ).toEqual(
		JURISDICTIONS
	);
} );

it( 'entity types are offered where they can be formed, in every jurisdiction', () => {
	const offered = ( type: string ) =>
		JURISDICTIONS.filter( ( state ) => entityTypeAllowedIn( type, state ) );
	const everywhere = JURISDICTIONS;
	expect( offered( 'LLC' ) ).toEqual( everywhere );
	expect( offered( 'Corp' ) ).toEqual( everywhere );
	// Wyoming offers LLC and Corp only.
	expect( offered( 'PLLC' ) ).toEqual(
		JURISDICTIONS.filter(
			( state ) => PLLC_STATES.includes( state ) && state !== 'WY'
		)
	);
	// NP Corp only in New York.
	expect( offered( 'NP Corp' ) ).toEqual( [ 'NY' ] );
} );

it( 'the registered agent’s address is lent as a company address everywhere but Alaska, Hawaii and Puerto Rico', () => {
	expect(
		JURISDICTIONS.filter( ( state ) => ! agentAddressAllowedIn( state ) )
	).toEqual(
		JURISDICTIONS.filter( ( state ) =>
			[ 'AK', 'HI', 'PR' ].includes( state )
		)
	);
} );
