import { formatDuration } from '../../../src/pricing/cart-lines';
import { formatMoney, sumMoney } from '../../../src/pricing/money';

describe( 'money shows with $ and 2 decimals', () => {
	it.each( [
		[ 125, '$125.00' ],
		[ 49.5, '$49.50' ],
		[ 0, '$0.00' ],
		[ 1234.567, '$1,234.57' ],
		[ -10, '-$10.00' ],
		[ 1234567.891, '$1,234,567.89' ],
		[ 999.995, '$1,000.00' ],
		[ 100000, '$100,000.00' ],
		[ 0.07, '$0.07' ],
		[ -0.001, '$0.00' ],
	] )( '%p → %s', ( amount, shown ) => {
		expect( formatMoney( amount ) ).toBe( shown );
	} );

	it( 'adds in cents', () => {
		expect( sumMoney( [ 0.1, 0.2 ] ) ).toBe( 0.3 );
	} );

	it.each( [
		[ 12, '1 Year' ],
		[ 24, '2 Years' ],
	] )( 'duration of %p months shows as %s', ( months, shown ) => {
		expect( formatDuration( months ) ).toBe( shown );
	} );
} );
