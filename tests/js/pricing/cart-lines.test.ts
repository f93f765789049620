import {
	cartTotals,
	formatDuration,
	lineTotal,
	registeredAgentLine,
} from '../../../src/pricing/cart-lines';
import { applyCoupon } from '../../../src/pricing/coupons';
import { registeredAgentDuration } from '../../../src/cart/cart-config';
import { line } from './line-fixture';

describe( 'cart lines', () => {
	it( 'fills every field of a cart line', () => {
		const ra = registeredAgentLine(
			{
				id: 1004,
				name: 'Registered Agent Service - California',
				price: 149,
				category: 'registered-agent',
				type: 'registered_agent',
				duration: 24,
			},
			'CA'
		);
		expect( ra ).toEqual( {
			name: 'Registered Agent Service - California',
			quantity: 1,
			product_id: 1004,
			saveAs: 'registeredAgent',
			price: 149,
			originalPrice: 149,
			appliedCoupons: [],
			state: 'CA',
			stateFee: 0,
			baseFee: 149,
			processingSurcharge: 0,
			ccFee: 0,
			bundled: false,
			bundleID: null,
			duration: 24,
			durationFormatted: '2 Years',
			multiYear: false,
			product_option_id: null,
			product_option_key: null,
			linkedProduct: null,
			disabled: false,
			data: { state: 'CA' },
		} );
	} );

	it.each( [
		[ 12, '1 Year' ],
		[ 24, '2 Years' ],
		[ 36, '3 Years' ],
		[ 60, '5 Years' ],
		[ 18, '1.5 Years' ],
	] )(
		'"registered agent duration in months shown as years": %p → %s',
		( months, text ) => {
			expect( formatDuration( months ) ).toBe( text );
		}
	);

	it.each( [
		[ 'service + state fee', {}, 170 ],
		[
			'with surcharge and card fee',
			{ processingSurcharge: 50, ccFee: 6 },
			226,
		],
		[ 'quantity 3', { quantity: 3, stateFee: 0 }, 300 ],
		[ 'disabled', { disabled: true }, 0 ],
		[ 'inside a bundle', { bundled: true, bundleID: 9 }, 0 ],
	] )( 'line total: %s → $%p', ( _name, fields, total ) => {
		expect( lineTotal( line( fields ) ) ).toBe( total );
	} );

	it( 'totals show the discount between subtotal and total', () => {
		const lines = [
			applyCoupon( line(), { id: 'P10', percent_value: 10 } ),
			line( { product_id: 1004, price: 125, stateFee: 0 } ),
		];
		expect( cartTotals( lines ) ).toEqual( {
			subtotal: 295,
			discount: 17,
			total: 278,
		} );
	} );
} );

describe( 'registered agent duration', () => {
	const product = { saveAs: 'registeredAgent', category: 'registered-agent' };
	it.each( [
		[ 'no options: the chosen one', {}, 36, 12, 36 ],
		[ 'no options, nothing chosen: the product’s', {}, undefined, 12, 12 ],
		[
			'"defaults to the preselected duration"',
			{ durations: [ 12, 24 ], defaultDuration: 24 },
			undefined,
			12,
			24,
		],
		[
			'"otherwise the first option"',
			{ durations: [ 24, 36 ] },
			undefined,
			12,
			24,
		],
		[
			'a chosen option stays',
			{ durations: [ 12, 24 ], defaultDuration: 24 },
			12,
			12,
			12,
		],
		[
			'"reset when options change"',
			{ durations: [ 12, 24 ], defaultDuration: 12 },
			60,
			12,
			12,
		],
	] )( '%s', ( _name, options, chosen, own, months ) => {
		expect(
			registeredAgentDuration( { ...product, ...options }, chosen, own )
		).toBe( months );
	} );
} );
