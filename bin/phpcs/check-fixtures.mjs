#!/usr/bin/env node
/**
 * Proves the ruleset's own sniffs find what they are for: each tests/php/phpcs/*.inc marks lines with
 * `// expect: Sniff.Code, …`; phpcs must report exactly those sniffs on those lines and nothing on the others.
 *
 *   node bin/phpcs/check-fixtures.mjs <phpcs command and arguments, without files…>
 */
import { spawnSync } from 'child_process';
import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';

const dir = new URL( '../../tests/php/phpcs/', import.meta.url ).pathname;
const [ command, ...args ] = process.argv.slice( 2 );
const failures = [];
let checked = 0;
for ( const name of readdirSync( dir ).filter( ( file ) =>
	file.endsWith( '.inc' )
) ) {
	const file = join( dir, name );
	const run = spawnSync(
		command,
		[ ...args, '--extensions=inc', '--report=json', '-q', file ],
		{ encoding: 'utf8' }
	);
	const { messages } = Object.values( JSON.parse( run.stdout ).files )[ 0 ];
	readFileSync( file, 'utf8' )
		.split( '\n' )
		.forEach( ( text, index ) => {
			const line = index + 1;
			const expected = ( /\/\/ expect: (.*)$/.exec( text )?.[ 1 ] ?? '' )
				.split( ',' )
				.map( ( code ) => code.trim() )
				.filter( Boolean )
				.sort();
			const found = [
				...new Set(
					messages
						.filter( ( message ) => message.line === line )
						.map( ( message ) =>
							message.source
								.split( '.' )
								.slice( 0, 3 )
								.join( '.' )
						)
				),
			].sort();
			checked += expected.length;
			if ( expected.join() !== found.join() ) {
				failures.push(
					`${ name }:${ line }: expected [${ expected.join( ', ' ) }], found [${ found.join( ', ' ) }]`
				);
			}
		} );
}
if ( failures.length ) {
	console.error( failures.join( '\n' ) );
	process.exit( 1 );
}
console.log(
	`phpcs fixtures: ${ checked } expected findings, each found, nothing else`
);
