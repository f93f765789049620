import {
	amountDueToday,
	billingOptions,
	perMonth,
} from '../../../src/pricing/billing';
import {
	billingTypeInForce,
	matchSubscriptionBundle,
	refusedBillingMessage,
	subscriptionBundleOffered,
} from '../../../src/pricing/subscription-bundles';

const bundles = [
	{
		id: 1,
		jurisdiction: 'CA',
		name: 'California Starter',
		product_ids: [ 1004 ],
		llc_price: 588,
		corp_price: 708,
	},
];

describe( 'billing: yearly "Pay Up Front", monthly "Pay Monthly"', () => {
	it( 'offers both, yearly first', () => {
		expect( billingOptions() ).toEqual( [
			{ value: 'yearly', label: 'Pay Up Front' },
			{ value: 'monthly', label: 'Pay Monthly' },
		] );
	} );

	it.each( [
		[ 588, 49 ],
		[ 708, 59 ],
		[ 100, 8.33 ],
		[ 0, 0 ],
	] )(
		'"Per-month subscription price is price divided by 12": %p → %p',
		( price, monthly ) => {
			expect( perMonth( price ) ).toBe( monthly );
		}
	);
} );

describe( 'subscription bundles (only with a state and entity type LLC or Corp)', () => {
	it.each( [
		[ 'CA', 'LLC', true ],
		[ 'CA', 'Corp', true ],
		[ 'CA', 'NP Corp', false ],
		[ 'CA', 'PLLC', false ],
		[ '', 'LLC', false ],
		[ 'CA', '', false ],
		[ null, null, false ],
	] )(
		'"offered only when state and entity type are chosen and LLC or Corp": %p %p → %p',
		( state, entity, offered ) => {
			expect( subscriptionBundleOffered( state, entity ) ).toBe(
				offered
			);
		}
	);

	it.each( [
		[ 'LLC', 588 ],
		[ 'Corp', 708 ],
	] )( 'prices a %s at its llc_price / corp_price: %p', ( entity, price ) => {
		expect( matchSubscriptionBundle( bundles, 'CA', entity ) ).toEqual( {
			bundle: bundles[ 0 ],
			price,
		} );
	} );

	it( 'warns on the console when no bundle matches', () => {
		expect( matchSubscriptionBundle( bundles, 'TX', 'LLC' ) ).toEqual( {
			warning:
				'subscription bundle mode attempted, but no bundle was matched for TX',
		} );
	} );

	it( 'does not look for a bundle when none is offered', () => {
		expect( matchSubscriptionBundle( bundles, 'CA', 'NP Corp' ) ).toEqual(
			{}
		);
	} );

	it.each( [
		[ 'monthly', 'NP Corp', true, 'No monthly plan for nonprofits.' ],
		[ 'monthly', 'NP Corp', false, null ],
		[ 'yearly', 'NP Corp', true, null ],
		[ 'monthly', 'LLC', true, null ],
	] as const )(
		'"Monthly billing with NP Corp is rejected when subscription bundles are on": %s %s bundles %p',
		( billing, entity, on, message ) => {
			expect(
				refusedBillingMessage(
					billing,
					entity,
					on,
					'No monthly plan for nonprofits.'
				)
			).toBe( message );
		}
	);
} );

describe( 'Pay Monthly: what is due today', () => {
	it.each( [
		// total, subscription's yearly price, billing type, due today
		[ 399, 324, 'monthly', 102 ],
		[ 324, 324, 'monthly', 27 ],
		[ 399, 324, 'yearly', 399 ],
		[ 223, null, 'monthly', 223 ],
	] as const )(
		'total $%s with a $%s subscription, %s: $%s today',
		( total, subscription, billingType, due ) => {
			expect( amountDueToday( total, subscription, billingType ) ).toBe(
				due
			);
		}
	);
} );

describe( 'monthly and NP Corp refuse each other whichever comes first', () => {
	it.each( [
		[ 'monthly', 'LLC', true, 'monthly' ],
		[ 'monthly', 'NP Corp', true, 'yearly' ],
		[ 'monthly', 'NP Corp', false, 'monthly' ],
		[ 'yearly', 'NP Corp', true, 'yearly' ],
	] as const )(
		'%s chosen, %s, subscription bundles on: %s → %s',
		( chosen, entityType, bundlesOn, inForce ) => {
			expect( billingTypeInForce( chosen, entityType, bundlesOn ) ).toBe(
				inForce
			);
		}
	);
} );
