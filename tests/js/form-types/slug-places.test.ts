import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

import { FORM_TYPES } from '../../../src/submission/form-types';

/**
 * A form type is its descriptor (src/form-types/<slug>.ts), its pattern, its dataset and its sandbox route:
 * nothing else in the plugin may name it. A slug counts as named where it stands as a string literal ('login',
 * "login", `login`) or, in code, as an object key (login: …).
 */
const ROOT = join( __dirname, '../../..' );

/** What the build, the tools and the machine make: not the plugin's source. */
const NOT_SOURCE = new Set( [
	'.git',
	'node_modules',
	'build',
	'sandbox/dist',
	'.stack',
	'test-results',
	'playwright-report',
] );

/**
 * Where a form type's slug belongs:
 * - src/form-types/: its descriptor (checked below to name only its own slug);
 * - patterns/: the demo pages and editor patterns, whose order form says its form type;
 * - toolbox-data/: the datasets, one per form type or demo page, and their table;
 * - sandbox/src/: the stand-in for the marketing API, which receives the form type as the real one does;
 * - tests/ and playwright.config.ts: the tests that place a form of each type, by its slug;
 * - README.md, docs/: what people read; languages/: the generated translation template, which cites the
 *   patterns' file names.
 */
const SLUG_PLACES = [
	'src/form-types/',
	'patterns/',
	'toolbox-data/',
	'sandbox/src/',
	'tests/',
	'playwright.config.ts',
	'README.md',
	'docs/',
	'languages/',
];

/**
 * The same words naming something else: a product category (several are called like the form type that sells
 * them) or a field of the request. Each entry is a file and the words it may use in that other sense.
 */
const OTHER_SENSES: Record< string, string[] > = {
	// Product categories.
	'src/editor/product-categories.ts': [
		'foreign-registration',
		'tax-id',
		'phone-service',
		'mail-forwarding',
		'vehicle-registration',
		'domestication',
	],
	'blocks/tax-id-choice/block.json': [ 'tax-id' ],
	'blocks/company-information/CompanyOptIns.tsx': [ 'mail-forwarding' ],
	'blocks/optional-products/OptionalProducts.tsx': [ 'phone-service' ],
	'src/order/product-data/home-state.ts': [
		'foreign-registration',
		'domestication',
	],
	'src/order/product-data/mail-forwarding.ts': [ 'mail-forwarding' ],
	'src/vehicles/vehicle-products.ts': [ 'vehicle-registration' ],
	'src/pricing/visibility.ts': [ 'phone-service' ],
	// The contact person of a request, and the contact thank-you page of the settings.
	'src/config.ts': [ 'contact' ],
	'src/order/build-signup-data.ts': [ 'contact' ],
	'src/submission/account-data.ts': [ 'contact' ],
	'includes/Gateway/Public_Config.php': [ 'contact' ],
};

const CODE = /\.(ts|tsx|js|mjs|cjs|php)$/;
const TEXT =
	/\.(ts|tsx|js|mjs|cjs|php|json|html|sh|md|txt|pot|scss|css|xml|yml|yaml)$/;

function filesUnder( folder: string ): string[] {
	return readdirSync( folder ).flatMap( ( name ) => {
		const path = join( folder, name );
		const inRepo = relative( ROOT, path );
		if ( NOT_SOURCE.has( inRepo ) || NOT_SOURCE.has( name ) ) {
			return [];
		}
		if ( statSync( path ).isDirectory() ) {
			return filesUnder( path );
		}
		return TEXT.test( name ) ? [ inRepo ] : [];
	} );
}

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\-]/g, '\\$&' );

/** The form types a file names, with the first line naming each. */
function slugsNamedIn(
	file: string,
	text: string
): Array< { slug: string; line: string } > {
	const lines = text.split( '\n' );
	return FORM_TYPES.flatMap( ( slug ) => {
		const literal = new RegExp( `(['"\`])${ escape( slug ) }\\1` );
		const key = new RegExp( `(^|[\\s{,(])${ escape( slug ) }\\s*:(?!:)` );
		const found = lines.find(
			( line ) =>
				literal.test( line ) ||
				( CODE.test( file ) &&
					/^[a-z]+$/.test( slug ) &&
					! /^\s*(\*|\/\/|#)/.test( line ) &&
					key.test( line ) )
		);
		return found === undefined ? [] : [ { slug, line: found.trim() } ];
	} );
}

const FILES = filesUnder( ROOT );
const NAMES = FILES.map( ( file ) => ( {
	file,
	named: slugsNamedIn( file, readFileSync( join( ROOT, file ), 'utf8' ) ),
} ) );

describe( 'a form type is named only in its own places', () => {
	it( 'scans the plugin’s source', () => {
		expect( FILES ).toContain( 'src/store/SubmissionStore.ts' );
		expect( FILES ).toContain( 'includes/Page_Config.php' );
		expect( FILES ).toContain( 'blocks/order-form/block.json' );
		expect( FILES.some( ( file ) => file.startsWith( 'build/' ) ) ).toBe(
			false
		);
	} );

	it( 'no file outside a form type’s places names it', () => {
		const strays = NAMES.filter(
			( { file } ) =>
				! SLUG_PLACES.some( ( place ) => file.startsWith( place ) )
		).flatMap( ( { file, named } ) =>
			named
				.filter(
					( { slug } ) => ! OTHER_SENSES[ file ]?.includes( slug )
				)
				.map(
					( { slug, line } ) => `${ file }: ${ slug } in ${ line }`
				)
		);
		expect( strays ).toEqual( [] );
	} );

	it( 'each descriptor names its own form type only', () => {
		const descriptors = NAMES.filter( ( { file } ) =>
			file.startsWith( 'src/form-types/' )
		);
		expect( descriptors ).toHaveLength( FORM_TYPES.length );
		for ( const { file, named } of descriptors ) {
			expect( [ file, named.map( ( { slug } ) => slug ) ] ).toEqual( [
				file,
				[ file.replace( /^src\/form-types\/|\.ts$/g, '' ) ],
			] );
		}
	} );

	it( 'every word of another sense is still used in that file: no entry outlives its reason', () => {
		for ( const [ file, slugs ] of Object.entries( OTHER_SENSES ) ) {
			const named = NAMES.find( ( entry ) => entry.file === file )?.named;
			expect( [
				file,
				named?.map( ( { slug } ) => slug ).sort(),
			] ).toEqual( [ file, [ ...slugs ].sort() ] );
		}
	} );

	it( 'finds a form type named where it does not belong', () => {
		expect(
			slugsNamedIn(
				'src/store/Example.ts',
				"if ( formType === 'double-llc' ) {}\nconst table = {\n\tlogin: 1,\n};"
			)
		).toEqual( [
			{ slug: 'double-llc', line: "if ( formType === 'double-llc' ) {}" },
			{ slug: 'login', line: 'login: 1,' },
		] );
		expect(
			slugsNamedIn(
				'includes/Example.php',
				'// login: in a comment\n$types = array( "tax-id" );'
			)
		).toEqual( [
			{ slug: 'tax-id', line: '$types = array( "tax-id" );' },
		] );
	} );
} );
