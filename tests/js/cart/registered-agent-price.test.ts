import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { registeredAgentPrice } from '../../../src/cart/registered-agent-price';

const SINGLE: ConfiguredProduct = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
	durations: [ 12, 24, 36 ],
};

/** The multi-state demo: "bulk price $89 from 5 states". */
const MULTI_STATE: ConfiguredProduct = {
	...SINGLE,
	multiState: true,
	bulkPrice: 89,
	bulkQuantity: 5,
};

describe( '"The bulk negotiated price applies only when the number of selected states reaches the configured bulk quantity", pro-rated to the term', () => {
	it.each( [
		[ 'single state, 1 year', SINGLE, 149, 1, 12, 149 ],
		[ 'single state, 2 years', SINGLE, 149, 1, 24, 298 ],
		[ 'single state ignores a count of states', SINGLE, 149, 6, 36, 447 ],
		[
			'multi-state, 4 states: catalog price',
			MULTI_STATE,
			149,
			4,
			12,
			149,
		],
		[ 'multi-state, 5 states: $89', MULTI_STATE, 149, 5, 12, 89 ],
		[
			'multi-state, 6 states, 2 years: 2 x $89',
			MULTI_STATE,
			149,
			6,
			24,
			178,
		],
		[
			'multi-state, 4 states, 3 years: 3 x $125',
			MULTI_STATE,
			125,
			4,
			36,
			375,
		],
		[
			'bulk quantity 0 switches bulk off',
			{ ...MULTI_STATE, bulkQuantity: 0 },
			149,
			9,
			12,
			149,
		],
		[
			'no bulk price configured',
			{ ...MULTI_STATE, bulkPrice: undefined },
			149,
			9,
			24,
			298,
		],
	] )( '%s', ( _name, product, agentPrice, states, months, expected ) => {
		expect(
			registeredAgentPrice( product, agentPrice, states, months )
		).toBe( expected );
	} );
} );
