import {
	immediateServicePrice,
	namedYearlyPrice,
	refusalMinimum,
} from '../../../src/pricing/nyop';

describe( 'Name Your Own Price', () => {
	it.each( [
		// nyop choice, the yearly price per state the cart uses (null = the agent's own price)
		[ 'immediate service (the default)', { immediateService: true }, null ],
		[
			'immediate service with an old price typed',
			{ immediateService: true, requestedPrice: 60 },
			null,
		],
		[ 'no choice at all', undefined, null ],
		[
			'a named price',
			{ immediateService: false, requestedPrice: 120 },
			120,
		],
		[
			'a named price with cents',
			{ immediateService: false, requestedPrice: 99.5 },
			99.5,
		],
		[
			'0 ("Really?")',
			{ immediateService: false, requestedPrice: 0 },
			null,
		],
		[ 'no price yet', { immediateService: false }, null ],
		[ 'a text', { immediateService: false, requestedPrice: '120' }, null ],
	] )( '%s prices the agent at %s', ( _case, nyop, price ) => {
		expect( namedYearlyPrice( nyop ) ).toBe( price );
	} );

	it.each( [
		[ { price: 149 }, 149 ],
		[ { price: 149, originalPrice: 199 }, 199 ],
		[ { price: 149, originalPrice: null }, 149 ],
	] )(
		'"Immediate Service ${{ product_price }}" shows the original price, else the price: %o → %s',
		( product, shown ) => {
			expect( immediateServicePrice( product ) ).toBe( shown );
		}
	);

	it.each< [ { error: string; min?: unknown }, number | null ] >( [
		[ { error: 'Requested price is below the minimum', min: 99 }, 99 ],
		[ { error: 'payment failed' }, null ],
		[ { error: 'too low', min: 'NaN' }, null ],
		[ { error: 'too low', min: 0 }, null ],
	] )( 'a refusal %o names the minimum %s', ( answer, minimum ) => {
		expect( refusalMinimum( answer ) ).toBe( minimum );
	} );
} );
