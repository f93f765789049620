import {
	applyCoupon,
	applyCoupons,
	couponAppliesTo,
	findCoupon,
} from '../../../src/pricing/coupons';
import { line } from './line-fixture';

describe( 'coupons', () => {
	describe( '"a dollar value is capped so the price never goes below 0"', () => {
		it.each( [
			[ 'takes $25 off a $100 price', 100, 25, 75 ],
			[ 'takes all of a $100 price for $100', 100, 100, 0 ],
			[ 'stops at 0 for $150 off a $100 price', 100, 150, 0 ],
			[ 'keeps cents exact', 49.99, 10.01, 39.98 ],
			[ 'leaves a free line free', 0, 10, 0 ],
		] )( '%s', ( _name, price, dollars, expected ) => {
			const result = applyCoupon( line( { price } ), {
				id: 'SAVE',
				dollar_value: dollars,
			} );
			expect( result.price ).toBe( expected );
			expect( result.stateFee ).toBe( 70 );
			expect( result.originalPrice ).toBe( price );
			expect( result.appliedCoupons ).toEqual( [ 'SAVE' ] );
		} );
	} );

	describe( '"a percent value reduces price and state fee"', () => {
		it.each( [
			[ 10, 90, 63 ],
			[ 50, 50, 35 ],
			[ 100, 0, 0 ],
			[ 150, 0, 0 ],
			[ 15, 85, 59.5 ],
		] )(
			'%p %% of $100 + $70 state fee → %p + %p',
			( percent, price, stateFee ) => {
				const result = applyCoupon( line(), {
					id: 'PCT',
					percent_value: percent,
				} );
				expect( result.price ).toBe( price );
				expect( result.stateFee ).toBe( stateFee );
				expect( result.originalStateFee ).toBe( 70 );
			}
		);
	} );

	describe( 'product_id_restrictions', () => {
		it.each( [
			[ 'no restrictions', undefined, 3101, true ],
			[ 'an empty list', [], 3101, true ],
			[ 'the product is listed', [ 3101, 3102 ], 3101, true ],
			[ 'the product is not listed', [ 1004 ], 3101, false ],
		] )(
			'%s → applies: %p',
			( _name, restrictions, productId, applies ) => {
				const coupon = {
					id: 'R',
					dollar_value: 20,
					product_id_restrictions: restrictions,
				};
				expect( couponAppliesTo( coupon, productId ) ).toBe( applies );
				expect( applyCoupon( line(), coupon ).price ).toBe(
					applies ? 80 : 100
				);
			}
		);
	} );

	it( 'applies a coupon once per line, even if asked twice', () => {
		const coupon = { id: 'ONCE', dollar_value: 10 };
		expect(
			applyCoupon( applyCoupon( line(), coupon ), coupon ).price
		).toBe( 90 );
	} );

	it( 'applies every coupon only to the lines it may touch', () => {
		const lines = [
			line(),
			line( {
				product_id: 1004,
				saveAs: 'registeredAgent',
				stateFee: 0,
			} ),
		];
		const result = applyCoupons( lines, [
			{
				id: 'FORM20',
				dollar_value: 20,
				product_id_restrictions: [ 3101 ],
			},
			{ id: 'ALL10', percent_value: 10 },
		] );
		expect(
			result.map( ( l ) => [ l.price, l.stateFee, l.appliedCoupons ] )
		).toEqual( [
			[ 72, 63, [ 'FORM20', 'ALL10' ] ], // 100 - 20 = 80, then 10 % off,
			[ 90, 0, [ 'ALL10' ] ],
		] );
	} );

	it.each( [
		[ 'save20', 'SAVE20' ],
		[ '  Save20 ', 'SAVE20' ],
		[ 'nope', undefined ],
		[ '', undefined ],
	] )( 'finds the code %p', ( code, id ) => {
		const coupons = [ { id: 'SAVE20', dollar_value: 20 } ];
		expect( findCoupon( coupons, code )?.id ).toBe( id );
	} );

	it( 'takes a dollar coupon off the order once: the first line that still costs something', () => {
		const free = line( { price: 0, product_id: 3102 } );
		const agent = line( { product_id: 1004, price: 149, stateFee: 0 } );
		const book = line( { product_id: 4001, price: 75, stateFee: 0 } );
		const result = applyCoupons(
			[ free, agent, book ],
			[ { id: 'SAVE20', dollar_value: 20 } ]
		);
		expect( result.map( ( l ) => [ l.price, l.appliedCoupons ] ) ).toEqual(
			[
				[ 0, [] ],
				[ 129, [ 'SAVE20' ] ],
				[ 75, [] ],
			]
		);
	} );

	it( 'leaves bundled and disabled lines alone', () => {
		const result = applyCoupons(
			[
				line( { bundled: true, bundleID: 9 } ),
				line( { disabled: true } ),
			],
			[ { id: 'P50', percent_value: 50 } ]
		);
		expect( result.map( ( l ) => l.price ) ).toEqual( [ 100, 100 ] );
	} );
} );
