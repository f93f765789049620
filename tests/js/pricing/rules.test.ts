import {
	inBulkMode,
	multiStateError,
	perStatePrice,
} from '../../../src/pricing/multi-state';
import {
	entityTypeAllowedIn,
	entityTypesFor,
	entityTypesOffered,
	productSoldIn,
} from '../../../src/pricing/state-rules';
import {
	productDisabled,
	productVisible,
} from '../../../src/pricing/visibility';

describe( 'state rules', () => {
	it.each( [
		// "PLLC allowed in AK, CA, DE, GA, HI, MD, MO, NJ, NM, NY, OH, RI, SC, WI, WY, PR."
		[ 'PLLC', 'AK', true ],
		[ 'PLLC', 'CA', true ],
		[ 'PLLC', 'PR', true ],
		[ 'PLLC', 'TX', false ],
		[ 'PLLC', 'FL', false ],
		// "NP Corp only NY."
		[ 'NP Corp', 'NY', true ],
		[ 'NP Corp', 'CA', false ],
		// "WY offers LLC and Corp."
		[ 'LLC', 'WY', true ],
		[ 'Corp', 'WY', true ],
		[ 'PLLC', 'WY', false ],
		[ 'LP', 'WY', false ],
		[ 'LLC', 'TX', true ],
		[ 'NP Corp', null, true ],
	] )( '%s in %p: %p', ( type, state, allowed ) => {
		expect( entityTypeAllowedIn( type, state ) ).toBe( allowed );
	} );

	it( 'narrows the entity select per state', () => {
		const types = [ 'LLC', 'Corp', 'NP Corp', 'PLLC', 'LP' ];
		expect( entityTypesFor( types, 'WY' ) ).toEqual( [ 'LLC', 'Corp' ] );
		expect( entityTypesFor( types, 'NY' ) ).toEqual( types );
		expect( entityTypesFor( types, 'TX' ) ).toEqual( [
			'LLC',
			'Corp',
			'LP',
		] );
	} );

	it.each( [
		// "Public benefit corporation only AZ and NV."
		[ 'public-benefit-corporation', 'AZ', true ],
		[ 'public-benefit-corporation', 'NV', true ],
		[ 'public-benefit-corporation', 'DE', false ],
		// "Law-on-call only UT."
		[ 'law-on-call', 'UT', true ],
		[ 'law-on-call', 'NV', false ],
		// "Parent formation product in DE, FL, ID, MT, TX, WA, WY."
		[ 'parent-formation', 'DE', true ],
		[ 'parent-formation', 'WA', true ],
		[ 'parent-formation', 'CA', false ],
		// "New York publication only NY."
		[ 'ny-publication', 'NY', true ],
		[ 'ny-publication', 'NJ', false ],
		[ 'registered-agent', 'NJ', true ],
	] )( '%s sold in %s: %p', ( kind, state, sold ) => {
		expect( productSoldIn( kind, state ) ).toBe( sold );
	} );
} );

describe( 'product visibility (per state, form type and entity type)', () => {
	const context = {
		state: 'CA',
		formType: 'business-formation',
		entityType: 'LLC',
	};

	it.each( [
		[ 'no limits', { saveAs: 'book' }, context, true ],
		[
			'state whitelist hit',
			{ saveAs: 'x', states: [ 'CA' ] },
			context,
			true,
		],
		[
			'state whitelist miss',
			{ saveAs: 'x', states: [ 'TX' ] },
			context,
			false,
		],
		[
			'hidden state',
			{ saveAs: 'x', hiddenStates: [ 'CA' ] },
			context,
			false,
		],
		[
			'form type miss',
			{ saveAs: 'x', formTypes: [ 'registered-agent-signup' ] },
			context,
			false,
		],
		[
			'entity whitelist hit',
			{ saveAs: 'x', entityTypes: [ 'LLC' ] },
			context,
			true,
		],
		[
			'entity whitelist miss',
			{ saveAs: 'x', entityTypes: [ 'Corp' ] },
			context,
			false,
		],
		[
			'entity whitelist without entity',
			{ saveAs: 'x', entityTypes: [ 'Corp' ] },
			{ ...context, entityType: null },
			false,
		],
		[
			'state rule of the kind',
			{ saveAs: 'x', kind: 'law-on-call' },
			context,
			false,
		],
		[
			'state rule of the kind, UT',
			{ saveAs: 'x', kind: 'law-on-call' },
			{ ...context, state: 'UT' },
			true,
		],
		// "the trade name product is hidden in NM and WV for formation and foreign registration forms"
		[
			'trade name in NM, formation',
			{ saveAs: 'tradeName' },
			{ ...context, state: 'NM' },
			false,
		],
		[
			'trade name in WV, foreign registration',
			{ saveAs: 'tradeName' },
			{ ...context, state: 'WV', formType: 'foreign-registration' },
			false,
		],
		[
			'trade name in NM, registered agent form',
			{ saveAs: 'tradeName' },
			{ ...context, state: 'NM', formType: 'registered-agent-signup' },
			true,
		],
		[
			'trade name in CA, formation',
			{ saveAs: 'tradeName' },
			context,
			true,
		],
		[
			'no state yet',
			{ saveAs: 'tradeName', states: [ 'TX' ] },
			{ ...context, state: null },
			true,
		],
	] )( '%s → %p', ( _name, rules, ctx, visible ) => {
		expect( productVisible( rules, ctx ) ).toBe( visible );
	} );

	it.each( [
		// "Phone service is disabled if any voice-office product is checked."
		[ 'phone-service', [ 'voice-office' ], true ],
		[ 'phone-service', [ 'corporate-book' ], false ],
		// "Overseas shipping is disabled unless a book or seal product is checked."
		[ 'overseas-shipping', [], true ],
		[ 'overseas-shipping', [ 'corporate-book' ], false ],
		[ 'overseas-shipping', [ 'corporate-seal' ], false ],
		[ 'corporate-book', [ 'voice-office' ], false ],
	] )(
		'%s with %j checked → disabled %p',
		( category, checked, disabled ) => {
			expect( productDisabled( category, checked ) ).toBe( disabled );
		}
	);
} );

describe( 'multi-state registered agent bulk mode', () => {
	const offer = { price: 125, bulkPrice: 89, bulkQuantity: 5 };

	it.each( [
		[ 1, false, 125 ],
		[ 4, false, 125 ],
		[ 5, true, 89 ], // "applies only when the number of selected states reaches the configured bulk quantity"
		[ 50, true, 89 ],
	] )( '%p states → bulk %p, $%p each', ( count, bulk, price ) => {
		expect( inBulkMode( count, offer ) ).toBe( bulk );
		expect( perStatePrice( count, offer ) ).toBe( price );
	} );

	it( 'a bulk quantity of 0 never switches to bulk', () => {
		expect( inBulkMode( 50, { ...offer, bulkQuantity: 0 } ) ).toBe( false );
	} );

	it( 'names the product in the multi state error', () => {
		expect( multiStateError( 'Registered Agent' ) ).toBe(
			'Error: product Registered Agent does not have multi state enabled'
		);
	} );
} );

describe( 'the entity select follows the state on formation forms', () => {
	it.each( [
		[ 'business-formation', 'WY', [ 'LLC', 'Corp' ] ],
		[ 'business-formation', 'TX', [ 'LLC', 'Corp', 'LP' ] ],
		[
			'business-formation',
			null,
			[ 'LLC', 'Corp', 'NP Corp', 'PLLC', 'LP' ],
		],
		[
			'registered-agent-signup',
			'WY',
			[ 'LLC', 'Corp', 'NP Corp', 'PLLC', 'LP' ],
		],
	] )( '%s in %p offers %j', ( formType, state, offered ) => {
		expect(
			entityTypesOffered(
				[ 'LLC', 'Corp', 'NP Corp', 'PLLC', 'LP' ],
				formType,
				state
			)
		).toEqual( offered );
	} );
} );
