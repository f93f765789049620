/**
 * bin/make-pot.mjs and bin/make-json.mjs on a small plugin of their own: plurals, contexts and translator comments
 * reach the .pot, a rebuild leaves it untouched, and each script WordPress registers gets a JSON file named the way
 * WordPress looks it up, with the strings of its chunks.
 */
import { spawnSync } from 'child_process';
import { createHash } from 'crypto';
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';

const REPO = join( __dirname, '../../..' );
let root: string;

function write( path: string, content: string ): void {
	mkdirSync( dirname( join( root, path ) ), { recursive: true } );
	writeFileSync( join( root, path ), content );
}

function run( script: string ): string {
	const result = spawnSync(
		'node',
		[ join( REPO, 'bin', script ), `--root=${ root }` ],
		{ encoding: 'utf8' }
	);
	expect( result.stderr ).toBe( '' );
	expect( result.status ).toBe( 0 );
	return result.stdout;
}

const md5 = ( text: string ) =>
	createHash( 'md5' ).update( text ).digest( 'hex' );

beforeEach( () => {
	root = mkdtempSync( join( tmpdir(), 'formation-orders-i18n-' ) );
	write(
		'plugin.php',
		"<?php\n// translators: %d: minutes to wait\n$m = _n( 'Wait %d minute', 'Wait %d minutes', $n, 'formation-orders' );\n"
	);
	write(
		'src/summary.tsx',
		[
			"const a = sprintf( /* translators: %s: state name */ __( 'In %s', 'formation-orders' ), state );",
			"const b = _x( 'Order', 'verb: place the order', 'formation-orders' );",
			'const c = sprintf(',
			'\t/* translators: %d: number of states */',
			"\t_n( '%d state', '%d states', count( list, 2 ), 'formation-orders' ),",
			');',
			"const d = __( 'Not ours', 'another-plugin' );",
			"const e = __( 'Editor only', 'formation-orders' );",
			"const f = __( 'Loading…', 'formation-orders' );",
		].join( '\n' )
	);
	write(
		'blocks/summary/block.json',
		JSON.stringify( {
			name: 'formation-orders/summary',
			title: 'Order Summary',
			keywords: [ 'total' ],
		} )
	);
	write(
		'build/summary/block.json',
		JSON.stringify( {
			editorScript: 'file:./index.js',
			viewScript: 'file:./view.js',
		} )
	);
	write( 'build/summary/index.js', 'x("Editor only","formation-orders")' );
	write(
		'build/summary/view.js',
		'x("In %s","formation-orders");y("Order","verb: place the order","formation-orders")'
	);
	// A chunk the view script loads; minifiers may write non-ASCII as escapes.
	write(
		'build/summary/states-module.js',
		"z('%d state','%d states',n,'formation-orders');w(\"Loading\\u2026\")"
	);
} );

afterEach( () => rmSync( root, { recursive: true, force: true } ) );

test( 'the .pot keeps plurals, contexts and translator comments, and a rebuild leaves it as it was', () => {
	expect( run( 'make-pot.mjs' ) ).toContain( '8 strings, 2 with plurals' );
	const potFile = join( root, 'languages/formation-orders.pot' );
	const pot = readFileSync( potFile, 'utf8' );

	expect( pot ).toContain(
		[
			'#. translators: %d: number of states',
			'#: src/summary.tsx',
			'msgid "%d state"',
			'msgid_plural "%d states"',
			'msgstr[0] ""',
			'msgstr[1] ""',
		].join( '\n' )
	);
	expect( pot ).toContain(
		[
			'#. translators: %d: minutes to wait',
			'#: plugin.php',
			'msgid "Wait %d minute"',
			'msgid_plural "Wait %d minutes"',
		].join( '\n' )
	);
	expect( pot ).toContain(
		'#. translators: %s: state name\n#: src/summary.tsx\nmsgid "In %s"'
	);
	expect( pot ).toContain( 'msgctxt "verb: place the order"\nmsgid "Order"' );
	expect( pot ).toContain(
		'#: blocks/summary/block.json\nmsgctxt "block title"\nmsgid "Order Summary"'
	);
	expect( pot ).toContain( 'msgctxt "block keyword"\nmsgid "total"' );
	expect( pot ).not.toContain( 'Not ours' );
	expect( pot ).not.toMatch( /^#: .*:\d+/m );
	expect( pot ).not.toMatch( /POT-Creation-Date/ );

	const written = statSync( potFile ).mtimeMs;
	expect( run( 'make-pot.mjs' ) ).toContain( 'unchanged' );
	expect( readFileSync( potFile, 'utf8' ) ).toBe( pot );
	expect( statSync( potFile ).mtimeMs ).toBe( written );
} );

test( 'each registered script gets the JSON file WordPress looks up, with its own and its chunks’ strings', () => {
	write(
		'languages/formation-orders-de_DE.po',
		[
			'msgid ""',
			'msgstr ""',
			'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
			'',
			'msgid "In %s"',
			'msgstr "In %s"',
			'',
			'msgctxt "verb: place the order"',
			'msgid "Order"',
			'msgstr "Bestellen"',
			'',
			'msgid "%d state"',
			'msgid_plural "%d states"',
			'msgstr[0] "%d Bundesstaat"',
			'msgstr[1] "%d Bundesstaaten"',
			'',
			'msgid "Loading…"',
			'msgstr "Wird geladen…"',
			'',
			'msgid "Editor only"',
			'msgstr ""',
			'"Nur im "',
			'"Editor"',
			'',
			'#, fuzzy',
			'msgid "Wait %d minute"',
			'msgid_plural "Wait %d minutes"',
			'msgstr[0] "Warte"',
			'msgstr[1] "Warte"',
			'',
		].join( '\n' )
	);
	run( 'make-json.mjs' );

	const read = ( source: string ) =>
		JSON.parse(
			readFileSync(
				join(
					root,
					`languages/formation-orders-de_DE-${ md5( source ) }.json`
				),
				'utf8'
			)
		);
	const view = read( 'build/summary/view.js' );
	expect( view.source ).toBe( 'build/summary/view.js' );
	expect( view.locale_data.messages ).toEqual( {
		'': {
			domain: 'messages',
			lang: 'de_DE',
			'plural-forms': 'nplurals=2; plural=(n != 1);',
		},
		'In %s': [ 'In %s' ],
		'verb: place the order\u0004Order': [ 'Bestellen' ],
		'%d state': [ '%d Bundesstaat', '%d Bundesstaaten' ],
		'Loading…': [ 'Wird geladen…' ],
	} );
	expect( read( 'build/summary/index.js' ).locale_data.messages ).toEqual( {
		'': expect.objectContaining( { lang: 'de_DE' } ),
		'Editor only': [ 'Nur im Editor' ],
	} );
} );
