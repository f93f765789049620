/**
 * A form that sells nothing (login, password reset, contact, client profile, affiliate signup, free account, job
 * application) downloads no cart, pricing, catalog, card or order code. What such a page downloads is the view
 * script, the chunks of its modules, and at Submit the code that sends a form with its own request's builder:
 * the files these import at load time (a dynamic import() is a chunk of its own, loaded only where it is asked
 * for), followed through every import. Type imports are left out: they are gone from the built code.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

import { formTypeOf } from '../../src/submission/form-types';
import { importsOf } from './support/import-graph';

const ROOT = join( __dirname, '../..' );

/** Every file the given files bring with them, as paths from the plugin's root. */
function downloadedWith( entries: string[] ): Set< string > {
	const seen = new Set< string >();
	const queue = entries.map( ( entry ) => join( ROOT, entry ) );
	while ( queue.length ) {
		const file = queue.shift() as string;
		if ( ! seen.has( file ) ) {
			seen.add( file );
			queue.push( ...importsOf( file, { values: true } ) );
		}
	}
	return new Set( [ ...seen ].map( ( file ) => relative( ROOT, file ) ) );
}

/** The file of each request builder, as src/submission/form-request.ts fetches it. */
function builderFiles(): Map< string, string > {
	const source = readFileSync(
		join( ROOT, 'src/submission/form-request.ts' ),
		'utf8'
	);
	return new Map(
		[
			...source.matchAll(
				/(\w+): \(\) =>\s*import\(\s*(?:\/\*[^*]*\*\/\s*)?'\.\/([\w-]+)'/g
			),
		].map( ( [ , name, file ] ) => [ name, `src/submission/${ file }.ts` ] )
	);
}

/** The module blocks a demo page's pattern places. */
const modulesOfPattern = ( slug: string ): string[] => [
	...new Set(
		[
			...readFileSync(
				join( ROOT, 'patterns', `${ slug }.php` ),
				'utf8'
			).matchAll( /wp:formation-orders\/([a-z0-9-]+)/g ),
		].map( ( match ) => match[ 1 ] )
	),
];

const formTypeOfPattern = ( slug: string ): string =>
	/"formType":"([a-z0-9-]+)"/.exec(
		readFileSync( join( ROOT, 'patterns', `${ slug }.php` ), 'utf8' )
	)?.[ 1 ] ?? '';

/**
 * What only a form that sells something needs: the cart and its pricing, the products and the catalog's client,
 * the card's tokenizer and its errors, the order payload and its tracking, the running total, the payment module.
 */
const SELLING_CODE =
	/^src\/(cart|optional-items|vehicles|domains|tracking)\/|^src\/pricing\/(?!money|visibility|state-rules)|^src\/order\/(?!load-submission-code|people|company-facts)|^src\/store\/(CartStore|ProductsStore|commerce|load-plan)\.ts$|^src\/api\/(product-api|tokenizer)\.ts$|^src\/submission\/(order-sender|paid-order)\.ts$|^src\/errors\/card-errors\.ts$|^blocks\/(payment|order-summary|coupon-field)\//;

/*
 * Allowed above, with the reason:
 * - src/pricing/state-rules.ts: which entity types a state allows, which the company questions ask by (an
 *   affiliate names its company);
 * - src/pricing/money.ts and visibility.ts: the company module's opt-ins, which show a product (with its price)
 *   only where an editor gave the module products;
 * - src/order/people.ts and company-facts.ts: the people, addresses and company an account or a profile sends;
 * - src/order/load-submission-code.ts: what fetches the code that sends a form: the order code, or a form's
 *   that sells nothing.
 */

const PATTERNS = readdirSync( join( ROOT, 'patterns' ) )
	.filter( ( file ) => file.endsWith( '.php' ) )
	.map( ( file ) => file.replace( /\.php$/, '' ) );

const SELLS_NOTHING = PATTERNS.filter(
	( slug ) => formTypeOf( formTypeOfPattern( slug ) ).kind !== 'order'
);

describe( 'what a form that sells nothing downloads', () => {
	it( 'covers every such demo page', () => {
		expect( SELLS_NOTHING.sort() ).toEqual( [
			'affiliate-signup',
			'client-profile',
			'contact',
			'custom-contact',
			'free-account',
			'job-application',
			'login',
			'password-reset',
		] );
	} );

	it.each( SELLS_NOTHING )(
		'%s: no cart, pricing, catalog, card or order code',
		( slug ) => {
			const request = formTypeOf( formTypeOfPattern( slug ) ).request;
			const builder = request ? builderFiles().get( request ) : '';
			expect( builder ?? 'a builder file for ' + request ).toMatch(
				/^$|\.ts$/
			);
			const modules = modulesOfPattern( slug )
				.map( ( name ) => `blocks/${ name }/module.ts` )
				.filter( ( file ) => existsSync( join( ROOT, file ) ) );
			expect( modules.length ).toBeGreaterThan( 0 );
			const files = downloadedWith( [
				'src/frontend.tsx',
				...modules,
				'src/submission/form-request-code.ts',
				...( builder ? [ builder ] : [] ),
			] );
			expect(
				[ ...files ].filter( ( file ) => SELLING_CODE.test( file ) )
			).toEqual( [] );
		}
	);

	it.each( [
		'loginData',
		'resetPasswordData',
		'contactData',
		'clientProfileData',
	] )(
		'%s takes only its own request builder: no company facts, addresses or files',
		( request ) => {
			const files = downloadedWith( [
				'src/submission/form-request-code.ts',
				builderFiles().get( request ) as string,
			] );
			expect( files ).toContain( builderFiles().get( request ) );
			expect(
				[ ...files ].filter( ( file ) =>
					/^src\/(order\/(people|company-facts)|company\/|pricing\/|uploads\/)|^src\/submission\/(account|application)-data\.ts$/.test(
						file
					)
				)
			).toEqual( [] );
		}
	);

	it( 'an order form does take the selling code, so the pattern above can find it', () => {
		const files = downloadedWith( [
			'src/store/commerce.ts',
			'src/order/submission-code.ts',
			'src/api/product-api.ts',
		] );
		expect(
			[ ...files ].filter( ( file ) => SELLING_CODE.test( file ) ).length
		).toBeGreaterThan( 20 );
	} );
} );
