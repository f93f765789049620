import { planFilingLoads } from '../../../src/store/load-plan';

describe( 'filing product loads (one call per state up to 5 states, else one call for all)', () => {
	it.each( [
		[ 'one state', [ 'CA' ], [], [ 'CA' ] ],
		[
			'"5 or fewer states": one call each',
			[ 'CA', 'TX', 'NY', 'FL', 'WA' ],
			[],
			[ 'CA', 'TX', 'NY', 'FL', 'WA' ],
		],
		[
			'"otherwise all load in one call"',
			[ 'CA', 'TX', 'NY', 'FL', 'WA', 'OR' ],
			[],
			[ null ],
		],
		[
			'"US first if requested"',
			[ 'CA', 'US', 'TX' ],
			[],
			[ 'US', 'CA', 'TX' ],
		],
		[
			'US first, then one call',
			[ 'CA', 'TX', 'NY', 'FL', 'WA', 'OR', 'US' ],
			[],
			[ 'US', null ],
		],
		[ '"No load happens for Outside of the US"', [ 'OUTSIDE_US' ], [], [] ],
		[
			'Outside of the US among states',
			[ 'OUTSIDE_US', 'CA' ],
			[],
			[ 'CA' ],
		],
		[
			'loaded states are not asked again',
			[ 'CA', 'TX' ],
			[ 'CA' ],
			[ 'TX' ],
		],
		[
			'nothing missing',
			[ 'CA', 'TX', 'NY', 'FL', 'WA', 'OR' ],
			[ 'CA', 'TX', 'NY', 'FL', 'WA', 'OR' ],
			[],
		],
		[ 'duplicates count once', [ 'CA', 'CA' ], [], [ 'CA' ] ],
	] )( '%s', ( _name, requested, loaded, calls ) => {
		expect( planFilingLoads( requested, new Set( loaded ) ) ).toEqual(
			calls
		);
	} );
} );
