#!/usr/bin/env node
/**
 * Writes languages/formation-orders.pot from the translatable strings in includes/, src/, blocks/ and
 * the block.json titles and descriptions. (wp-cli's make-pot is not available on our machines.)
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'fs';
import { join, relative } from 'path';

const root = new URL( '..', import.meta.url ).pathname;
const DOMAIN = 'formation-orders';
const CALL =
	/\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*,\s*(['"])formation-orders\3\s*\)/g;

function filesUnder( dir, extensions ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return filesUnder( path, extensions );
		}
		return extensions.some( ( extension ) => name.endsWith( extension ) )
			? [ path ]
			: [];
	} );
}

const unescape = ( text, quote ) =>
	text
		.replace( new RegExp( `\\\\${ quote }`, 'g' ), quote )
		.replace( /\\\\/g, '\\' );
const poString = ( text ) =>
	`"${ text.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ).replace( /\n/g, '\\n' ) }"`;

const entries = new Map();
function add( text, reference ) {
	const references = entries.get( text ) ?? [];
	references.push( reference );
	entries.set( text, references );
}

for ( const file of [
	join( root, 'plugin.php' ),
	...filesUnder( join( root, 'includes' ), [ '.php' ] ),
	...filesUnder( join( root, 'patterns' ), [ '.php' ] ),
	...filesUnder( join( root, 'src' ), [ '.ts', '.tsx' ] ),
	...filesUnder( join( root, 'blocks' ), [ '.ts', '.tsx' ] ),
] ) {
	const source = readFileSync( file, 'utf8' );
	for ( const match of source.matchAll( CALL ) ) {
		const line = source.slice( 0, match.index ).split( '\n' ).length;
		add(
			unescape( match[ 2 ], match[ 1 ] ),
			`${ relative( root, file ) }:${ line }`
		);
	}
}
for ( const file of filesUnder( join( root, 'blocks' ), [ 'block.json' ] ) ) {
	const block = JSON.parse( readFileSync( file, 'utf8' ) );
	for ( const field of [ 'title', 'description' ] ) {
		if ( block[ field ] ) {
			add( block[ field ], relative( root, file ) );
		}
	}
}

const header = `# Copyright (C) the Formation Orders authors. Distributed under the GPL-2.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: Formation Orders\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: ${ DOMAIN }\\n"
`;
const body = [ ...entries.entries() ]
	.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
	.map(
		( [ text, references ] ) =>
			`#: ${ references.join( ' ' ) }\nmsgid ${ poString( text ) }\nmsgstr ""\n`
	)
	.join( '\n' );
writeFileSync(
	join( root, 'languages', `${ DOMAIN }.pot` ),
	`${ header }\n${ body }`
);
console.log( `languages/${ DOMAIN }.pot: ${ entries.size } strings` );
