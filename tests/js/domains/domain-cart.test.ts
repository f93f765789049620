/**
 * The domain step's rules: a domain costs its search
 * result's create amount, or the purchase amount for a third-party domain, per year; the stepper moves one
 * year at a time from 1 year (decrease hidden at 1) to the configured maximum, default 10; "Unavailable";
 * "Maximum number of domains reached".
 */
import {
	addRefusal,
	maxRegistrationYears,
	stepperLimits,
	withDomainAdded,
	withDomainRemoved,
	withDurationStepped,
	withPrivacy,
} from '../../../src/domains/domain-cart';
import type { DomainCartEntry } from '../../../src/form-data/form-data-tree';
import {
	domainSubTotal,
	domainYearlyPrice,
	type DomainSearchResult,
} from '../../../src/pricing/domain-price';

const result = (
	domain: string,
	fields: Partial< DomainSearchResult > = {}
): DomainSearchResult => ( {
	domain,
	available: true,
	premium: false,
	thirdParty: false,
	create: { amount: 12.99 },
	purchase: { amount: 0 },
	...fields,
} );

const entry = ( domain: string, years: number ): DomainCartEntry =>
	withDurationStepped(
		withDomainAdded( [], result( domain ), 0 ),
		domain,
		years - 1,
		10
	)[ 0 ];

describe( 'a domain is priced from its search result', () => {
	it.each( [
		[ 'the create amount', result( 'acme.com' ), 12, 12.99 ],
		[
			'the create amount per year, 2 years',
			result( 'acme.com' ),
			24,
			25.98,
		],
		[ 'the create amount, 10 years', result( 'acme.com' ), 120, 129.9 ],
		[
			'a premium registry domain: its own create amount',
			result( 'acme.com', { premium: true, create: { amount: 129.9 } } ),
			12,
			129.9,
		],
		[
			'a third-party domain: the purchase amount, not the create amount',
			result( 'ab.com', {
				premium: true,
				thirdParty: true,
				purchase: { amount: 1299 },
			} ),
			12,
			1299,
		],
		[
			'a third-party domain for 3 years',
			result( 'ab.net', {
				thirdParty: true,
				create: { amount: 14.99 },
				purchase: { amount: 1499 },
			} ),
			36,
			4497,
		],
	] )( '%s', ( _name, searched, months, subTotal ) => {
		expect( domainSubTotal( searched, months ) ).toBe( subTotal );
	} );

	it.each( [
		[ 'no create amount', { create: undefined } ],
		[ 'a negative amount', { create: { amount: -1 } } ],
		[
			'a third-party domain without a purchase amount',
			{ thirdParty: true, purchase: undefined },
		],
	] )( 'no price with %s', ( _name, fields ) => {
		expect(
			domainYearlyPrice( {
				...result( 'acme.com' ),
				...( fields as object ),
			} )
		).toBeNull();
	} );
} );

describe( 'what may be added to the domain cart', () => {
	const inCart = [ entry( 'one.com', 1 ), entry( 'two.com', 1 ) ];
	it.each( [
		[ 'an available domain', [], result( 'acme.com' ), 5, null ],
		[
			'a domain that cannot be bought: "Unavailable"',
			[],
			result( 'taken.com', { available: false } ),
			5,
			'unavailable',
		],
		[
			'at the limit: "Maximum number of domains reached"',
			inCart,
			result( 'acme.com' ),
			2,
			'limit',
		],
		[ 'below the limit', inCart, result( 'acme.com' ), 3, null ],
		[ 'no limit (0)', inCart, result( 'acme.com' ), 0, null ],
		[
			'one already in the cart',
			inCart,
			result( 'one.com' ),
			5,
			'duplicate',
		],
		[
			'a result without a price',
			[],
			result( 'acme.com', { create: { amount: Number.NaN } } ),
			5,
			'unpriced',
		],
	] )( '%s', ( _name, cart, searched, maxDomains, refusal ) => {
		expect( addRefusal( cart, searched, maxDomains ) ).toBe( refusal );
		const next = withDomainAdded( cart, searched, maxDomains );
		expect( next.length ).toBe(
			refusal === null ? cart.length + 1 : cart.length
		);
	} );

	it( 'adds a domain for 1 year with its amounts, its price and privacy on', () => {
		expect(
			withDomainAdded(
				[],
				result( 'ab.com', {
					premium: true,
					thirdParty: true,
					purchase: { amount: 1299 },
				} ),
				5
			)
		).toEqual( [
			{
				domain: 'ab.com',
				duration: 12,
				premium: true,
				thirdParty: true,
				create: { amount: 12.99 },
				purchase: { amount: 1299 },
				subTotal: 1299,
				privacy: true,
			},
		] );
	} );

	it( 'removes a domain and turns its privacy off, leaving the others alone', () => {
		const cart = [ entry( 'one.com', 1 ), entry( 'two.com', 2 ) ];
		expect(
			withDomainRemoved( cart, 'one.com' ).map( ( e ) => e.domain )
		).toEqual( [ 'two.com' ] );
		expect(
			withPrivacy( cart, 'two.com', false ).map( ( e ) => e.privacy )
		).toEqual( [ true, false ] );
	} );
} );

describe( 'the duration stepper', () => {
	it.each( [
		[ '1 year, +1: 2 years', 1, 1, 10, 24, 25.98 ],
		[ '2 years, -1: 1 year', 2, -1, 10, 12, 12.99 ],
		[ '1 year, -1: stays 1 year (minimum 1)', 1, -1, 10, 12, 12.99 ],
		[ '10 years, +1: stays 10 (default maximum)', 10, 1, 10, 120, 129.9 ],
		[ '3 years, +1 with a maximum of 3: stays 3', 3, 1, 3, 36, 38.97 ],
	] )( '%s', ( _name, years, step, maxYears, months, subTotal ) => {
		const stepped = withDurationStepped(
			[ entry( 'acme.com', years ) ],
			'acme.com',
			step,
			maxYears
		)[ 0 ];
		expect( stepped.duration ).toBe( months );
		expect( stepped.subTotal ).toBe( subTotal );
	} );

	it.each( [
		[ '1 year: decrease hidden', 1, 10, false, true ],
		[ '2 years: both', 2, 10, true, true ],
		[ 'at the maximum: no increase', 10, 10, true, false ],
		[ '1 year with a maximum of 1: neither', 1, 1, false, false ],
	] )( '%s', ( _name, years, maxYears, canDecrease, canIncrease ) => {
		expect( stepperLimits( entry( 'acme.com', years ), maxYears ) ).toEqual(
			{ canDecrease, canIncrease }
		);
	} );

	it.each( [
		[ 'not configured: 10', undefined, 10 ],
		[ 'configured 5', 5, 5 ],
		[ 'configured 1', 1, 1 ],
		[ 'configured 0: the default', 0, 10 ],
		[ 'configured 2.5: the default', 2.5, 10 ],
	] )( 'maximum %s', ( _name, configured, years ) => {
		expect( maxRegistrationYears( configured ) ).toBe( years );
	} );
} );
