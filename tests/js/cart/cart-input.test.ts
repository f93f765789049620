import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import {
	statesNeedingFilings,
	withStateTicked,
} from '../../../src/cart/cart-input';

describe( 'the states the cart needs filing products for', () => {
	const agent: ConfiguredProduct = {
		saveAs: 'registeredAgent',
		category: 'registered-agent',
		primary: true,
	};
	const multiStateAgent: ConfiguredProduct = { ...agent, multiState: true };
	const formation: ConfiguredProduct = {
		saveAs: 'formation',
		category: 'formation',
		primary: true,
	};
	const foreignQualification: ConfiguredProduct = {
		saveAs: 'foreign',
		category: 'foreign-qualification',
		multiState: true,
	};
	const delawareTradeName: ConfiguredProduct = {
		saveAs: 'tradeName',
		category: 'trade-name',
		state: 'DE',
	};

	it.each( [
		[ 'a registered agent needs none', [ agent ], {}, 'CA', [] ],
		[
			'a multi-state registered agent needs none, whatever is ticked',
			[ multiStateAgent ],
			{ registeredAgent: { states: { CA: true, TX: true } } },
			'CA',
			[],
		],
		[
			'a formation needs the company state',
			[ agent, formation ],
			{},
			'CA',
			[ 'CA' ],
		],
		[ 'no state chosen yet: none', [ formation ], {}, null, [] ],
		[
			'a multi-state filing needs each ticked state, once',
			[ formation, foreignQualification ],
			{ foreign: { states: { CA: true, NV: true, TX: false } } },
			'CA',
			[ 'CA', 'NV' ],
		],
		[
			'a product fixed to a state needs that state',
			[ delawareTradeName ],
			{},
			'CA',
			[ 'DE' ],
		],
	] )( '%s', ( _name, configured, productStates, company, expected ) => {
		expect(
			statesNeedingFilings( configured, productStates, company, null )
		).toEqual( expected );
	} );

	const lawOnCall: ConfiguredProduct = {
		saveAs: 'legalPlan',
		category: 'law-on-call',
		primary: true,
	};
	const simpleProducts = [
		{
			id: 4007,
			name: 'Law on Call',
			price: 99,
			category: 'law-on-call',
			type: 'simple',
		},
	];

	it( 'a product the simple products hold needs no state, once they are known', () => {
		expect(
			statesNeedingFilings( [ lawOnCall ], {}, 'UT', simpleProducts )
		).toEqual( [] );
		expect(
			statesNeedingFilings(
				[ lawOnCall, formation ],
				{},
				'UT',
				simpleProducts
			)
		).toEqual( [ 'UT' ] );
		// Before the simple products are here, the plan might be a filing of Utah's.
		expect( statesNeedingFilings( [ lawOnCall ], {}, 'UT', null ) ).toEqual(
			[ 'UT' ]
		);
	} );
} );

describe( 'ticking states of a multi-state product', () => {
	it.each( [
		[ 'ticks a state', { CA: true }, 'TX', true, { CA: true, TX: true } ],
		[
			'unticking removes it from the map',
			{ CA: true, TX: true },
			'TX',
			false,
			{ CA: true },
		],
		[
			'unticking the last leaves an empty map',
			{ CA: true },
			'CA',
			false,
			{},
		],
		[ 'from nothing', undefined, 'NY', true, { NY: true } ],
	] )( '%s', ( _name, ticked, state, selected, expected ) => {
		expect( withStateTicked( ticked, state, selected ) ).toEqual(
			expected
		);
	} );
} );
