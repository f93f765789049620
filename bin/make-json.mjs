#!/usr/bin/env node
/**
 * Turns each languages/formation-orders-<locale>.po into the JSON files WordPress gives the plugin's scripts
 * (wp-cli's make-json is not available on our machines). WordPress looks a script's translations up by its path in
 * the plugin: languages/formation-orders-<locale>-<md5 of "build/order-form/view.js">.json for the view script.
 *
 * One file per script a block.json registers (the editor bundle, the view script), holding only the strings that
 * script uses. The per-module chunks the view script loads (build/<block>/*.js that no block.json names) are not
 * scripts of their own for WordPress, so their strings go into the file of the view script of their folder.
 *
 *   node bin/make-json.mjs [--root=<dir>]     (needs `npm run build` first: it reads build/)
 */
import { createHash } from 'crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { join } from 'path';

import { readPo } from './i18n/po.mjs';

const DOMAIN = 'formation-orders';
const root =
	process.argv.find( ( arg ) => arg.startsWith( '--root=' ) )?.slice( 7 ) ??
	new URL( '..', import.meta.url ).pathname;
const languages = join( root, 'languages' );
const build = join( root, 'build' );

const unescapeJs = ( body ) =>
	body.replace(
		/\\(u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|[\s\S])/g,
		( all, escape, brace, u4, x2 ) => {
			const code = brace ?? u4 ?? x2;
			if ( code ) {
				return String.fromCodePoint( parseInt( code, 16 ) );
			}
			return (
				{
					n: '\n',
					t: '\t',
					r: '\r',
					b: '\b',
					f: '\f',
					v: '\v',
					0: '\0',
					'\n': '',
				}[ escape ] ?? escape
			);
		}
	);

/** Every string literal of a built script, unescaped: what its __() calls can ask for. */
function literalsOf( files ) {
	const literals = new Set();
	for ( const file of files ) {
		const code = readFileSync( file, 'utf8' );
		for ( const match of code.matchAll(
			/"((?:[^"\\\n]|\\[\s\S])*)"|'((?:[^'\\\n]|\\[\s\S])*)'|`((?:[^`\\$]|\\[\s\S]|\$(?!\{))*)`/g
		) ) {
			literals.add(
				unescapeJs( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] )
			);
		}
	}
	return literals;
}

/** Scripts WordPress registers from the built block.json files, each with the chunk files it loads. */
function scripts() {
	const found = new Map();
	for ( const block of readdirSync( build ).sort() ) {
		const metadataFile = join( build, block, 'block.json' );
		if ( ! existsSync( metadataFile ) ) {
			continue;
		}
		const metadata = JSON.parse( readFileSync( metadataFile, 'utf8' ) );
		const named = [ 'editorScript', 'script', 'viewScript' ].flatMap(
			( field ) =>
				[ metadata[ field ] ?? [] ]
					.flat()
					.filter( ( value ) => value.startsWith( 'file:' ) )
					.map( ( value ) => ( {
						field,
						file: value.slice( 5 ).replace( /^\.\//, '' ),
					} ) )
		);
		const chunks = readdirSync( join( build, block ) ).filter(
			( name ) =>
				name.endsWith( '.js' ) &&
				! named.some( ( script ) => script.file === name )
		);
		for ( const { field, file } of named ) {
			found.set( `build/${ block }/${ file }`, [
				join( build, block, file ),
				...( field === 'viewScript'
					? chunks.map( ( chunk ) => join( build, block, chunk ) )
					: [] ),
			] );
		}
	}
	return found;
}

const poFiles = existsSync( languages )
	? readdirSync( languages )
			.filter(
				( name ) =>
					name.startsWith( `${ DOMAIN }-` ) && name.endsWith( '.po' )
			)
			.sort()
	: [];
const bundles = poFiles.length ? scripts() : new Map();
for ( const poFile of poFiles ) {
	const locale = poFile.slice( DOMAIN.length + 1, -3 );
	const { pluralForms, entries } = readPo(
		readFileSync( join( languages, poFile ), 'utf8' )
	);
	for ( const [ source, files ] of bundles ) {
		const literals = literalsOf( files );
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms': pluralForms,
			},
		};
		for ( const entry of entries ) {
			if ( literals.has( entry.text ) ) {
				messages[
					entry.context !== undefined
						? `${ entry.context }\u0004${ entry.text }`
						: entry.text
				] = entry.translations;
			}
		}
		const json = {
			domain: 'messages',
			locale_data: { messages },
			source,
			generator: 'bin/make-json.mjs',
		};
		const name = `${ DOMAIN }-${ locale }-${ createHash( 'md5' ).update( source ).digest( 'hex' ) }.json`;
		writeFileSync( join( languages, name ), JSON.stringify( json ) + '\n' );
		console.log(
			`languages/${ name }: ${ source }, ${ Object.keys( messages ).length - 1 } strings (${ locale })`
		);
	}
}
if ( ! poFiles.length ) {
	console.log( 'languages/: no .po file, no script translations to write' );
}
