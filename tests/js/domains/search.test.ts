/**
 * The search box (63 characters at most), its route (one parameter, the domain), the answers it accepts, and
 * stale answers: an older search never overwrites a newer one.
 */
import { heroTldsOf, searchResultOf } from '../../../src/domains/domain-api';
import { latestOnly } from '../../../src/domains/latest-answer';
import {
	routeOf,
	SEARCH_MAX_LENGTH,
	searchTerm,
	termFromRoute,
} from '../../../src/domains/search-term';

describe( 'the search term', () => {
	it.each( [
		[ 'as typed', 'acme.com', 'acme.com' ],
		[ 'lower case, trimmed', '  Acme-Widgets.COM ', 'acme-widgets.com' ],
		[ 'without scheme and www', 'https://www.acme.com/', 'acme.com' ],
		[ 'without inner spaces', 'acme widgets.com', 'acmewidgets.com' ],
		[ 'at most 63 characters', 'a'.repeat( 70 ), 'a'.repeat( 63 ) ],
	] )( '%s', ( _name, typed, term ) => {
		expect( searchTerm( typed ) ).toBe( term );
	} );

	it( 'holds 63 characters, the longest label of a domain name', () => {
		expect( SEARCH_MAX_LENGTH ).toBe( 63 );
	} );

	it.each( [
		[ '#/acme.com', 'acme.com' ],
		[ '#/Acme.COM', 'acme.com' ],
		[ '#/acme%20widgets.com', 'acmewidgets.com' ],
		[ '', '' ],
		[ '#top', '' ],
		[ '#/a/b', '' ],
		[ '#/%E0%A4%A', '' ],
	] )( 'the route %s holds "%s"', ( hash, term ) => {
		expect( termFromRoute( hash ) ).toBe( term );
	} );

	it( 'a search pushes a route made of its term, which reads back', () => {
		expect( routeOf( 'acme.com' ) ).toBe( '#/acme.com' );
		expect( termFromRoute( routeOf( 'acme.com' ) ) ).toBe( 'acme.com' );
	} );
} );

describe( 'answers', () => {
	it( 'reads the exact result', () => {
		expect(
			searchResultOf( {
				domain: 'ab.com',
				available: true,
				premium: true,
				thirdParty: true,
				create: { amount: 12.99 },
				purchase: { amount: 1299 },
				extra: 'dropped',
			} )
		).toEqual( {
			domain: 'ab.com',
			available: true,
			premium: true,
			thirdParty: true,
			create: { amount: 12.99 },
			purchase: { amount: 1299 },
		} );
	} );

	it.each( [
		[ 'nothing', undefined ],
		[ 'a list', [] ],
		[ 'no amounts', { domain: 'a.com', available: true } ],
		[
			'an amount as text',
			{
				domain: 'a.com',
				available: true,
				create: { amount: '12.99' },
				purchase: { amount: 0 },
			},
		],
	] )( 'refuses %s', ( _name, answer ) => {
		expect( () => searchResultOf( answer ) ).toThrow(
			'The domain search answered without a result.'
		);
	} );

	it( 'keeps up to 4 hero TLD badges, each with a tld and a price', () => {
		expect(
			heroTldsOf( [
				{ tld: 'com', price: 12.99 },
				{ tld: '.net', price: '14.99' },
				{ tld: '', price: 1 },
				{ tld: 'org', price: 'free' },
				{ tld: 'co', price: 29.99 },
				{ tld: 'io', price: 49.99 },
				{ tld: 'biz', price: 17.99 },
			] )
		).toEqual( [
			{ tld: 'com', price: 12.99 },
			{ tld: 'net', price: 14.99 },
			{ tld: 'co', price: 29.99 },
			{ tld: 'io', price: 49.99 },
		] );
		expect( heroTldsOf( null ) ).toEqual( [] );
	} );
} );

describe( 'stale answers', () => {
	const deferred = < T >() => {
		let resolve!: ( value: T ) => void;
		let reject!: ( error: Error ) => void;
		const promise = new Promise< T >( ( yes, no ) => {
			resolve = yes;
			reject = no;
		} );
		return { promise, resolve, reject };
	};

	it( 'an older search answered last is dropped; the newer one stands', async () => {
		const latest = latestOnly();
		const older = deferred< string >();
		const newer = deferred< string >();
		const first = latest.run( () => older.promise );
		const second = latest.run( () => newer.promise );
		newer.resolve( 'newer' );
		older.resolve( 'older' );
		await expect( second ).resolves.toEqual( {
			stale: false,
			value: 'newer',
		} );
		await expect( first ).resolves.toEqual( { stale: true } );
	} );

	it( 'an older search failing after a newer one was sent is dropped too', async () => {
		const latest = latestOnly();
		const older = deferred< string >();
		const first = latest.run( () => older.promise );
		const second = latest.run( async () => 'newer' );
		older.reject( new Error( 'late failure' ) );
		await expect( first ).resolves.toEqual( { stale: true } );
		await expect( second ).resolves.toEqual( {
			stale: false,
			value: 'newer',
		} );
	} );

	it( 'the newest search failing is reported', async () => {
		const latest = latestOnly();
		await expect(
			latest.run( () => Promise.reject( new Error( 'down' ) ) )
		).rejects.toThrow( 'down' );
	} );
} );
