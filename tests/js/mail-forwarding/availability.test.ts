import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import {
	chosenOption,
	configurationProblems,
	optionsIn,
	recipientBounds,
	recipientRows,
	selectionNeeded,
} from '../../../src/mail-forwarding/availability';
import { mailForwardingData } from '../../../src/order/product-data/mail-forwarding';

const mailForwarding: ConfiguredProduct = {
	saveAs: 'mailForwarding',
	category: 'mail-forwarding',
};
const virtualOffice: ConfiguredProduct = {
	saveAs: 'virtualOffice',
	category: 'virtual-office',
};
const options = [ mailForwarding, virtualOffice ];
const map = {
	WY: [ 'mail-forwarding', 'virtual-office' ],
	NY: [ 'mail-forwarding' ],
};
const keys = ( list: ConfiguredProduct[] ) =>
	list.map( ( item ) => item.saveAs );

/** "Availability per state is limited by a configured map (values not shown)." */
describe.each( [
	[ 'WY', map, [ 'mailForwarding', 'virtualOffice' ], [] ],
	[ 'NY', map, [ 'mailForwarding' ], [ 'virtualOffice' ] ],
	[ 'OH', map, [], [ 'mailForwarding', 'virtualOffice' ] ],
	[ null, map, [], [ 'mailForwarding', 'virtualOffice' ] ],
	[ 'OH', undefined, [ 'mailForwarding', 'virtualOffice' ], [] ],
] )( 'in %s with map %j', ( state, availability, sold, notSold ) => {
	it( `sells ${ sold.join( ', ' ) || 'nothing' }`, () => {
		const { available, unavailable } = optionsIn(
			options,
			state,
			availability
		);
		expect( keys( available ) ).toEqual( sold );
		expect( keys( unavailable ) ).toEqual( notSold );
	} );
} );

/**
 * "Multi-state mail forwarding options must be selected when more than one option exists."
 */
describe( 'the choice', () => {
	it.each( [
		[
			'two options, none picked: the visitor must pick',
			options,
			null,
			true,
			null,
		],
		[
			'two options, one picked',
			options,
			'virtualOffice',
			true,
			'virtualOffice',
		],
		[
			'one option: chosen for the visitor',
			[ mailForwarding ],
			null,
			false,
			'mailForwarding',
		],
		[
			'a pick no longer sold: the only one left',
			[ mailForwarding ],
			'virtualOffice',
			false,
			'mailForwarding',
		],
		[ 'nothing sold: nothing chosen', [], 'virtualOffice', false, null ],
	] )( '%s', ( _, available, selected, needed, chosen ) => {
		expect( selectionNeeded( available ) ).toBe( needed );
		expect( chosenOption( available, selected ) ).toBe( chosen );
	} );
} );

/** "Recipients list (first name, last name), minimum 1, maximum 4 by default." */
describe( 'recipients', () => {
	it.each( [
		[ 1, 4, { min: 1, max: 4 } ],
		[ 0, 0, { min: 1, max: 4 } ],
		[ 2, 3, { min: 2, max: 3 } ],
		[ 5, 3, { min: 3, max: 3 } ],
		[ 1.5, 6, { min: 1, max: 6 } ],
	] )( 'min %p max %p → %j', ( min, max, bounds ) => {
		expect( recipientBounds( min, max ) ).toEqual( bounds );
	} );

	it.each( [
		[ 0, 1 ],
		[ 1, 1 ],
		[ 3, 3 ],
		[ 6, 4 ],
	] )( '%p entered → %p rows between 1 and 4', ( entered, rows ) => {
		expect( recipientRows( entered, { min: 1, max: 4 } ) ).toBe( rows );
	} );

	it( 'travel in the product data as first and last names; blank rows stay out', () => {
		expect(
			mailForwardingData( {
				serviceInformation: {
					recipients: [
						{ firstName: ' Grace ', lastName: 'Hopper' },
						{},
						{ firstName: 'Alan', lastName: 'Turing' },
					],
				},
			} )
		).toEqual( {
			recipients: [
				{ first_name: 'Grace', last_name: 'Hopper' },
				{ first_name: 'Alan', last_name: 'Turing' },
			],
		} );
	} );
} );

/** Console texts: 'duplicate mf/vo product key'; 'could not match mf/vo product, check settings'. */
describe( 'configuration problems', () => {
	it( 'a duplicate key and a category of the map no option has', () => {
		expect(
			configurationProblems(
				[
					mailForwarding,
					{ ...virtualOffice, saveAs: 'mailForwarding' },
				],
				{
					WY: [ 'mail-forwarding', 'coworking' ],
				}
			)
		).toEqual( [
			'duplicate mf/vo product key: mailForwarding',
			'could not match mf/vo product, check settings: coworking',
		] );
	} );

	it( 'none for the demo page’s configuration', () => {
		expect( configurationProblems( options, map ) ).toEqual( [] );
	} );
} );
