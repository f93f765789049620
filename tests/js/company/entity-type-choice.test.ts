import {
	allowedEntityTypes,
	COLLAPSED_ENTITY_TYPES,
	entityTypesShown,
	entityTypeToHold,
} from '../../../src/company/entity-type-choice';
import { ENTITY_TYPES } from '../../../src/entity-types';

const FORMATION = 'business-formation';

describe( 'entity types offered ("PLLC allowed in AK, CA, … NP Corp only NY. WY offers LLC and Corp")', () => {
	it( 'offers the 14 allowed types when the block names none and no state is chosen', () => {
		expect( allowedEntityTypes( [], FORMATION, null ) ).toEqual( [
			'Sole Proprietorship',
			'GP',
			'LLC',
			'Corp',
			'NP Corp',
			'NP LLC',
			'PLLC',
			'PC',
			'LP',
			'LLP',
			'LLLP',
			'Trust',
			'Individual',
			'Attorney for Bar',
		] );
	} );

	it.each( [
		[ 'WY', [], [ 'LLC', 'Corp' ] ],
		[ 'NY', [ 'LLC', 'NP Corp', 'PLLC' ], [ 'LLC', 'NP Corp', 'PLLC' ] ],
		[ 'TX', [ 'LLC', 'NP Corp', 'PLLC' ], [ 'LLC' ] ],
		[ 'CA', [ 'LLC', 'NP Corp', 'PLLC' ], [ 'LLC', 'PLLC' ] ],
		[ 'PR', [ 'PLLC', 'Corp' ], [ 'Corp', 'PLLC' ] ],
		[ 'FL', [ 'PLLC' ], [] ],
	] )(
		'in %s a form allowing %j offers %j',
		( state, configured, offered ) => {
			expect(
				allowedEntityTypes( configured, FORMATION, state )
			).toEqual( offered );
		}
	);

	it( 'leaves every allowed type open on a registered-agent form (an existing company)', () => {
		expect(
			allowedEntityTypes( [], 'registered-agent-signup', 'WY' )
		).toHaveLength( ENTITY_TYPES.length );
	} );

	it( 'drops names that are not entity types', () => {
		expect(
			allowedEntityTypes( [ 'LLC', 'Banana' ], FORMATION, null )
		).toEqual( [ 'LLC' ] );
	} );
} );

describe( 'the entity type held ("If only one entity type is allowed it is selected automatically"; "Default entity type is LLC")', () => {
	it.each( [
		[ [ 'Corp' ], 'LLC', 'Corp' ],
		[ [ 'Corp' ], null, 'Corp' ],
		[ [ 'LLC', 'Corp' ], 'Corp', 'Corp' ],
		[ [ 'LLC', 'Corp' ], 'PLLC', 'LLC' ],
		[ [ 'LLC', 'Corp' ], null, 'LLC' ],
		[ [ 'Corp', 'NP Corp' ], 'LLC', null ],
		[ [], 'LLC', null ],
	] )( 'allowed %j, holding %s: %s', ( allowed, current, held ) => {
		expect( entityTypeToHold( allowed, current ) ).toBe( held );
	} );
} );

describe( 'the radio list "collapses to 4 items"', () => {
	const all = allowedEntityTypes( [], FORMATION, null );

	it( 'shows four, then all once expanded', () => {
		expect( COLLAPSED_ENTITY_TYPES ).toBe( 4 );
		expect( entityTypesShown( all, false, 'LLC' ) ).toEqual( [
			'Sole Proprietorship',
			'GP',
			'LLC',
			'Corp',
		] );
		expect( entityTypesShown( all, true, 'LLC' ) ).toEqual( all );
	} );

	it( 'keeps a chosen type further down in view', () => {
		expect( entityTypesShown( all, false, 'Trust' ) ).toEqual( [
			'Sole Proprietorship',
			'GP',
			'LLC',
			'Corp',
			'Trust',
		] );
	} );

	it( 'has nothing to collapse at four or fewer', () => {
		expect( entityTypesShown( [ 'LLC', 'Corp' ], false, null ) ).toEqual( [
			'LLC',
			'Corp',
		] );
	} );
} );
