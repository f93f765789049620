/**
 * The stand-in registry the domain search and the price oracle share: premium and third-party results, taken
 * names, and what it refuses.
 */
import {
	domainYearlyPrice,
	searchDomain,
} from '../../../sandbox/src/domain-search';

describe( 'the sandbox registry', () => {
	it.each( [
		[
			'an ordinary .com',
			'acme-widgets.com',
			true,
			false,
			false,
			12.99,
			0,
			12.99,
		],
		[
			'no TLD means .com',
			'acme-widgets',
			true,
			false,
			false,
			12.99,
			0,
			12.99,
		],
		[
			'a 4-letter name: registry premium, 10 x',
			'acme.net',
			true,
			true,
			false,
			149.9,
			0,
			149.9,
		],
		[
			'a 3-letter name: sold by a third party, 100 x',
			'ada.org',
			true,
			true,
			true,
			13.99,
			1399,
			1399,
		],
		[
			'a registered name: unavailable',
			'taken.com',
			false,
			false,
			false,
			12.99,
			0,
			12.99,
		],
	] )(
		'%s',
		(
			_name,
			domain,
			available,
			premium,
			thirdParty,
			create,
			purchase,
			yearly
		) => {
			const answer = searchDomain( domain );
			if ( 'error' in answer ) {
				throw new Error( answer.error );
			}
			expect( answer.result ).toMatchObject( {
				available,
				premium,
				thirdParty,
				create: { amount: create },
				purchase: { amount: purchase },
			} );
			expect( domainYearlyPrice( answer.result ) ).toBe( yearly );
		}
	);

	it.each( [
		[ 'acme.xyz', 'unsupported TLD .xyz' ],
		[
			'-acme.com',
			'domain must be a label of 1 to 63 lower-case letters, digits and inner hyphens',
		],
		[
			`${ 'a'.repeat( 64 ) }.com`,
			'domain must be a label of 1 to 63 lower-case letters, digits and inner hyphens',
		],
	] )( 'refuses %s', ( domain, error ) => {
		expect( searchDomain( domain ) ).toEqual( { error } );
	} );
} );
