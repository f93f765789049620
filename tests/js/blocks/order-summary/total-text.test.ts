import { totalText } from '../../../../blocks/order-summary/total-text';

const cart = (
	total: number,
	monthlyTotal: number | null,
	dueToday = total
) => ( {
	totals: { subtotal: total, discount: 0, total },
	monthlyTotal,
	dueToday,
} );

describe( 'the total a visitor reads', () => {
	it( 'paying up front, is the order total', () => {
		expect( totalText( cart( 223, null ) ) ).toBe( '$223.00' );
	} );

	it( 'under Pay Monthly, is what is charged today and then each month, never the year as if due now', () => {
		// A $324 subscription: $27 today and eleven months of $27.
		expect( totalText( cart( 324, 27, 27 ) ) ).toBe(
			'$27.00 today, then $27.00 a month for 11 months'
		);
		// Other lines are charged in full today with the first month.
		expect( totalText( cart( 373, 27, 76 ) ) ).toBe(
			'$76.00 today, then $27.00 a month for 11 months'
		);
	} );
} );
