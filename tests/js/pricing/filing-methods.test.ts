import {
	effectiveLocalJurisdiction,
	filingChoice,
	filingMethodsFor,
	filingTimeLabel,
	filingTimeText,
	firstFilingMethodKey,
	localJurisdictions,
	selectedFilingMethod,
	sortFilingMethods,
} from '../../../src/pricing/filing-methods';
import type { FilingMethod } from '../../../src/pricing/types';

const method = (
	key: string,
	cost: number,
	filedHours: number | null,
	docsHours: number | null,
	extra: Partial< FilingMethod > = {}
): FilingMethod => ( {
	id: key.length,
	key,
	name: key,
	type: 'formation',
	jurisdiction: 'CA',
	cost,
	surcharge: 0,
	filed_in: filedHours === null ? null : { hours: filedHours },
	docs_in: docsHours === null ? null : { hours: docsHours },
	...extra,
} );

describe( '"Filing methods sort by cost, then filing time in hours, then documents time"', () => {
	it.each( [
		[
			'by cost first',
			[ method( 'exp', 120, 24, 48 ), method( 'std', 70, 240, 336 ) ],
			[ 'std', 'exp' ],
		],
		[
			'same cost: faster filing first',
			[ method( 'slow', 70, 240, 240 ), method( 'fast', 70, 72, 300 ) ],
			[ 'fast', 'slow' ],
		],
		[
			'same cost and filing: faster documents first',
			[ method( 'b', 70, 72, 120 ), method( 'a', 70, 72, 96 ) ],
			[ 'a', 'b' ],
		],
		[
			'unknown times sort last',
			[
				method( 'unknown', 70, null, null ),
				method( 'known', 70, 72, 96 ),
			],
			[ 'known', 'unknown' ],
		],
	] )( '%s', ( _name, methods, keys ) => {
		expect( sortFilingMethods( methods ).map( ( m ) => m.key ) ).toEqual(
			keys
		);
	} );

	it( 'leaves the input alone', () => {
		const methods = [ method( 'b', 2, 1, 1 ), method( 'a', 1, 1, 1 ) ];
		sortFilingMethods( methods );
		expect( methods.map( ( m ) => m.key ) ).toEqual( [ 'b', 'a' ] );
	} );
} );

describe( '"Filing time text uses hours under 24, else rounded days"', () => {
	it.each( [
		[ { hours: 4 }, '4 hours' ],
		[ { hours: 1 }, '1 hour' ],
		[ { hours: 23 }, '23 hours' ],
		[ { hours: 24 }, '1 day' ],
		[ { hours: 36 }, '2 days' ], // 1.5 rounds to 2
		[ { hours: 35 }, '1 day' ], // 1.46 rounds to 1
		[ { hours: 240 }, '10 days' ],
		[ { days: 3 }, '3 days' ],
		[ { days: 1, hours: 0 }, '1 day' ],
		[ { days: 0, hours: 0 }, '' ],
		[ null, '' ],
	] )( '%j → %p', ( time, text ) => {
		expect( filingTimeText( time ) ).toBe( text );
	} );

	it.each( [
		[ undefined, 'Processed by State in 3 days' ],
		[ '', 'Processed by State in 3 days' ],
		[
			'Filed in {{filed_in}}, documents in {{docs_in}}',
			'Filed in 3 days, documents in 5 days',
		],
	] )(
		'label template %p (default "Processed by State in {{filed_in}}")',
		( template, label ) => {
			expect(
				filingTimeLabel( method( 'std', 70, 72, 120 ), template )
			).toBe( label );
		}
	);
} );

describe( 'filing methods per entity type and local jurisdiction', () => {
	const methods = [
		method( 'state-exp', 120, 24, 48 ),
		method( 'state-std', 70, 240, 336, {
			entity_types: [ 'LLC', 'Corp' ],
		} ),
		method( 'np-only', 30, 240, 336, { entity_types: [ 'NP Corp' ] } ),
		method( 'la-exp', 150, 24, 24, {
			local_jurisdiction: 'Los Angeles County',
		} ),
		method( 'la-std', 40, 120, 120, {
			local_jurisdiction: 'Los Angeles County',
		} ),
		method( 'sf-std', 45, 120, 120, {
			local_jurisdiction: 'San Francisco',
		} ),
	];

	it( 'keeps the state-level methods that fit the entity type, sorted', () => {
		expect(
			filingMethodsFor( methods, { entityType: 'LLC' } ).map(
				( m ) => m.key
			)
		).toEqual( [ 'state-std', 'state-exp' ] );
	} );

	it( 'lists local jurisdictions in first-seen order', () => {
		expect( localJurisdictions( methods ) ).toEqual( [
			'Los Angeles County',
			'San Francisco',
		] );
	} );

	it.each( [
		[ 'Los Angeles County', 'la-std' ],
		[ 'San Francisco', 'sf-std' ],
		[ 'Nowhere', null ],
	] )(
		'"Selecting a local jurisdiction auto-selects the first filing method": %s → %p',
		( local, key ) => {
			expect( firstFilingMethodKey( methods, local, 'LLC' ) ).toBe( key );
		}
	);

	it.each( [
		[ 'state-exp', 'state-exp' ],
		[ 'gone', 'state-std' ],
		[ null, 'state-std' ],
	] )( 'selection %p resolves to %p', ( selected, key ) => {
		const forLlc = filingMethodsFor( methods, { entityType: 'LLC' } );
		expect( selectedFilingMethod( forLlc, selected )?.key ).toBe( key );
	} );
} );

describe( 'the local jurisdiction that stands when none is chosen', () => {
	const state = method( 'state', 10, 24, 24 );
	const county = method( 'county', 26, 120, 168, {
		local_jurisdiction: 'Los Angeles County',
	} );
	it.each( [
		[ 'the state files', [ state, county ], null, null ],
		[ 'only counties file', [ county ], null, 'Los Angeles County' ],
		[
			'a chosen one stays',
			[ state, county ],
			'Los Angeles County',
			'Los Angeles County',
		],
		[ 'no methods', [], null, null ],
	] )( '%s → %p', ( _name, methods, chosen, expected ) => {
		expect( effectiveLocalJurisdiction( methods, chosen ) ).toBe(
			expected
		);
	} );
} );

describe( 'the filing method a product is shown and priced with (filingChoice)', () => {
	const methods = [
		method( 'state-exp', 120, 24, 48 ),
		method( 'state-std', 70, 240, 336, {
			entity_types: [ 'LLC', 'Corp' ],
		} ),
		method( 'np-only', 30, 240, 336, { entity_types: [ 'NP Corp' ] } ),
		method( 'la-exp', 150, 24, 24, {
			local_jurisdiction: 'Los Angeles County',
		} ),
		method( 'la-std', 40, 120, 120, {
			local_jurisdiction: 'Los Angeles County',
		} ),
	];
	const countyOnly = methods.filter( ( m ) => m.local_jurisdiction );

	it.each( [
		[
			'nothing chosen: the cheapest for an LLC',
			methods,
			'LLC',
			undefined,
			null,
			'state-std',
			70,
		],
		[
			'an NP Corp gets its own method',
			methods,
			'NP Corp',
			undefined,
			null,
			'np-only',
			30,
		],
		[
			'the chosen method',
			methods,
			'LLC',
			{ selectedFilingMethodKeys: { CA: 'state-exp' } },
			null,
			'state-exp',
			120,
		],
		[
			'a chosen method the entity type does not get falls back to the cheapest',
			methods,
			'LLC',
			{ selectedFilingMethodKeys: { CA: 'np-only' } },
			null,
			'state-std',
			70,
		],
		[
			'a chosen county narrows to its methods',
			methods,
			'LLC',
			{ selectedLocalJurisdiction: { CA: 'Los Angeles County' } },
			'Los Angeles County',
			'la-std',
			40,
		],
		[
			'a county-only filing stands in its first county',
			countyOnly,
			'LLC',
			undefined,
			'Los Angeles County',
			'la-std',
			40,
		],
		[
			'selections kept under another jurisdiction do not apply',
			methods,
			'LLC',
			{ selectedFilingMethodKeys: { NV: 'state-exp' } },
			null,
			'state-std',
			70,
		],
	] )( '%s', ( _name, all, entityType, selections, local, key, cost ) => {
		const choice = filingChoice( all, 'CA', entityType, selections );
		expect( choice.jurisdiction ).toBe( 'CA' );
		expect( choice.localJurisdiction ).toBe( local );
		expect( [ choice.selected?.key, choice.selected?.cost ] ).toEqual( [
			key,
			cost,
		] );
	} );

	it( 'without methods: the state filed in, nothing selected', () => {
		expect( filingChoice( [], 'TX', 'LLC', undefined ) ).toEqual( {
			jurisdiction: 'TX',
			localJurisdiction: null,
			methods: [],
			selected: undefined,
		} );
	} );
} );
