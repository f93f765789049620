#!/usr/bin/env node
/**
 * Writes languages/formation-orders.pot from the translatable strings in plugin.php, includes/, src/, blocks/ and
 * the block.json files (wp-cli's make-pot is not available on our machines). Keeps plurals (msgid_plural),
 * contexts (msgctxt) and translator comments (#.). References name the file without a line number and there is no
 * creation date, so building rewrites the file byte for byte unless a string, its comment or its files changed.
 *
 *   node bin/make-pot.mjs [--root=<dir>] [--out=<file>]     (defaults: the repository, languages/formation-orders.pot)
 */
import {
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'fs';
import { dirname, join, relative } from 'path';

import { gettextCalls } from './i18n/gettext-calls.mjs';

const DOMAIN = 'formation-orders';
const option = ( name, fallback ) =>
	process.argv
		.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
		?.slice( name.length + 3 ) ?? fallback;
const root = option( 'root', new URL( '..', import.meta.url ).pathname );
const out = option( 'out', join( root, 'languages', `${ DOMAIN }.pot` ) );

/** What WordPress translates in a block.json, with the context it uses (get_block_metadata_i18n_schema). */
const BLOCK_JSON_FIELDS = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
};

function filesUnder( dir, accept ) {
	let names;
	try {
		names = readdirSync( dir ).sort();
	} catch {
		return [];
	}
	return names.flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return filesUnder( path, accept );
		}
		return accept( name ) ? [ path ] : [];
	} );
}

const entries = new Map();
function add( { text, plural, context, comment }, file ) {
	const key = `${ context ?? '' }\u0004${ text }`;
	const entry = entries.get( key ) ?? {
		text,
		context,
		plural,
		comments: new Set(),
		files: new Set(),
	};
	entry.plural ??= plural;
	if ( comment ) {
		entry.comments.add( comment );
	}
	entry.files.add( relative( root, file ) );
	entries.set( key, entry );
}

const sources = [
	join( root, 'plugin.php' ),
	...[ 'includes', 'patterns' ].flatMap( ( dir ) =>
		filesUnder( join( root, dir ), ( name ) => name.endsWith( '.php' ) )
	),
	...[ 'src', 'blocks' ].flatMap( ( dir ) =>
		filesUnder(
			join( root, dir ),
			( name ) => /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' )
		)
	),
];
for ( const file of sources ) {
	let source;
	try {
		source = readFileSync( file, 'utf8' );
	} catch {
		continue;
	}
	for ( const call of gettextCalls( source, DOMAIN ) ) {
		add( call, file );
	}
}
for ( const file of filesUnder(
	join( root, 'blocks' ),
	( name ) => name === 'block.json'
) ) {
	const block = JSON.parse( readFileSync( file, 'utf8' ) );
	for ( const [ field, context ] of Object.entries( BLOCK_JSON_FIELDS ) ) {
		for ( const text of [ block[ field ] ?? [] ].flat() ) {
			add( { text, context }, file );
		}
	}
}

const poString = ( text ) => {
	const escaped = text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' );
	const lines = escaped.split( '\n' );
	return lines.length === 1
		? `"${ escaped }"`
		: `""\n${ lines
				.map(
					( line, i ) =>
						`"${ line }${ i < lines.length - 1 ? '\\n' : '' }"`
				)
				.filter( ( line ) => line !== '""' )
				.join( '\n' ) }`;
};

const header = `# Copyright (C) the Formation Orders authors. Distributed under the GPL-2.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: Formation Orders\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"X-Domain: ${ DOMAIN }\\n"
`;
// By code point, not by locale: the order must not depend on the machine that builds.
const compare = ( a, b ) => Number( a > b ) - Number( a < b );
const body = [ ...entries.values() ]
	.sort(
		( a, b ) =>
			compare( a.text, b.text ) ||
			compare( a.context ?? '', b.context ?? '' )
	)
	.map(
		( entry ) =>
			[
				...[ ...entry.comments ]
					.sort()
					.map( ( comment ) => `#. ${ comment }` ),
				`#: ${ [ ...entry.files ].sort().join( ' ' ) }`,
				...( entry.context !== undefined
					? [ `msgctxt ${ poString( entry.context ) }` ]
					: [] ),
				`msgid ${ poString( entry.text ) }`,
				...( entry.plural !== undefined
					? [
							`msgid_plural ${ poString( entry.plural ) }`,
							'msgstr[0] ""',
							'msgstr[1] ""',
						]
					: [ 'msgstr ""' ] ),
			].join( '\n' ) + '\n'
	)
	.join( '\n' );
const pot = `${ header }\n${ body }`;

let previous = '';
try {
	previous = readFileSync( out, 'utf8' );
} catch {}
if ( previous !== pot ) {
	mkdirSync( dirname( out ), { recursive: true } );
	writeFileSync( out, pot );
}
const plurals = [ ...entries.values() ].filter(
	( entry ) => entry.plural !== undefined
).length;
console.log(
	`${ relative( root, out ) }: ${ entries.size } strings, ${ plurals } with plurals${ previous === pot ? ', unchanged' : '' }`
);
