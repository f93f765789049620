import {
	detectCardBrand,
	expiryYears,
	formatCardNumber,
} from '../../../../blocks/payment/card';

describe( 'card number (mask 4-4-4-4, or 4-6-5 for numbers starting 34 or 37)', () => {
	it.each( [
		[ '4242424242424242', '4242 4242 4242 4242' ],
		[ '42424242424242429999', '4242 4242 4242 4242' ],
		[ '4242-4242', '4242 4242' ],
		[ '378282246310005', '3782 822463 10005' ],
		[ '341111', '3411 11' ],
	] )( 'masks %s as %s (4-4-4-4, or 4-6-5 for 34/37)', ( typed, shown ) => {
		expect( formatCardNumber( typed ) ).toBe( shown );
	} );

	it.each( [
		[ '3400', 'amex' ],
		[ '3700', 'amex' ],
		[ '3500', 'unknown' ],
		[ '4111', 'visa' ],
		[ '5500', 'mastercard' ],
		[ '6011', 'discover' ],
		[ '', 'unknown' ],
	] )( 'detects %s as %s', ( digits, brand ) => {
		expect( detectCardBrand( digits ) ).toBe( brand );
	} );

	it( 'offers the current year plus 9 years', () => {
		expect( expiryYears( new Date( 2026, 10, 22 ) ) ).toEqual( [
			'2026',
			'2027',
			'2028',
			'2029',
			'2030',
			'2031',
			'2032',
			'2033',
			'2034',
			'2035',
		] );
	} );
} );
