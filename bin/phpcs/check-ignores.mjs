#!/usr/bin/env node
/**
 * Every `phpcs:ignore` / `phpcs:disable` must name the sniffs it silences, give its reason after `--`, and silence
 * something: the named sniff must report on the line (the next line, for a comment on a line of its own) or in the
 * disabled block when phpcs runs with --ignore-annotations. An ignore that silences nothing is left over from changed
 * code, or names a sniff that does not exist, and would hide the next real finding on that line.
 *
 *   node bin/phpcs/check-ignores.mjs <phpcs command and arguments…>
 */
import { spawnSync } from 'child_process';
import { readFileSync } from 'fs';

const [ command, ...args ] = process.argv.slice( 2 );
const run = spawnSync(
	command,
	[ ...args, '--ignore-annotations', '--report=json', '-q' ],
	{
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	}
);
let report;
try {
	report = JSON.parse( run.stdout );
} catch {
	console.error(
		`phpcs gave no JSON report:\n${ run.stdout }${ run.stderr }`
	);
	process.exit( 2 );
}

const problems = [];
let annotations = 0;
const named = ( source, codes ) =>
	codes.some(
		( code ) => source === code || source.startsWith( `${ code }.` )
	);

for ( const [ file, { messages } ] of Object.entries( report.files ) ) {
	const lines = readFileSync( file, 'utf8' ).split( '\n' );
	const at = ( line, codes ) =>
		messages.filter(
			( message ) =>
				message.line === line && named( message.source, codes )
		);
	let disabled = null;
	lines.forEach( ( text, index ) => {
		const line = index + 1;
		const annotation =
			/(?:\/\/|#|\/\*)\s*phpcs:(ignore|disable|enable)\b(.*)$/.exec(
				text
			);
		if ( ! annotation ) {
			return;
		}
		const [ , kind, rest ] = annotation;
		const where = `${ file.replace( `${ process.cwd() }/`, '' ) }:${ line }`;
		if ( kind === 'enable' ) {
			if ( disabled ) {
				const silenced = disabled.codes.filter(
					( code ) =>
						! messages.some(
							( message ) =>
								message.line > disabled.line &&
								message.line < line &&
								named( message.source, [ code ] )
						)
				);
				if ( silenced.length ) {
					problems.push(
						`${ disabled.where }: phpcs:disable ${ silenced.join( ', ' ) } finds nothing in its block`
					);
				}
			}
			disabled = null;
			return;
		}
		annotations++;
		const parts = rest.split( /\s--\s?/ );
		const codes = parts[ 0 ]
			.split( ',' )
			.map( ( code ) => code.trim() )
			.filter( Boolean );
		if ( ! codes.length ) {
			problems.push(
				`${ where }: phpcs:${ kind } must name the sniffs it silences`
			);
			return;
		}
		if ( ! parts[ 1 ]?.trim() ) {
			problems.push(
				`${ where }: phpcs:${ kind } ${ codes.join( ', ' ) } must say why after " -- "`
			);
		}
		if ( kind === 'disable' ) {
			disabled = { line, codes, where };
			return;
		}
		const ownLine =
			text.trim().startsWith( '//' ) ||
			text.trim().startsWith( '#' ) ||
			text.trim().startsWith( '/*' );
		const target = ownLine ? line + 1 : line;
		for ( const code of codes ) {
			if ( ! at( target, [ code ] ).length ) {
				problems.push(
					`${ where }: phpcs:ignore ${ code } silences nothing on line ${ target }`
				);
			}
		}
	} );
}

if ( problems.length ) {
	console.error( problems.join( '\n' ) );
	console.error( `${ problems.length } phpcs annotation(s) to fix` );
	process.exit( 1 );
}
console.log(
	`phpcs annotations: ${ annotations }, each names its sniffs, says why and silences a finding`
);
