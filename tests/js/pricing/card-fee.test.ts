import { freeFormationCardFee } from '../../../src/pricing/card-fee';

describe( '"Free-formation card fee: 5 percent of the filing cost, rounded"', () => {
	it.each( [
		[ 70, 4 ], // 3.50 rounds up
		[ 100, 5 ],
		[ 50, 3 ], // 2.50 rounds up
		[ 129, 6 ], // 6.45
		[ 300, 15 ],
		[ 9, 0 ], // 0.45
		[ 0, 0 ],
		[ -20, 0 ],
		[ Number.NaN, 0 ],
	] )( 'filing cost $%p → card fee $%p', ( cost, fee ) => {
		expect( freeFormationCardFee( cost ) ).toBe( fee );
	} );
} );
