#!/usr/bin/env node
/**
 * The slowest e2e tests of a run, from Playwright's JSON reports (one per core and shard):
 *
 *   node bin/e2e-report.mjs [--top 10] report.json [report.json …]
 *
 * Prints each report's counts and wall time, every test that failed with the first lines of its error, then the
 * slowest tests over all of them, so `npm test` ends by saying what failed and where the e2e time went (CI shows
 * only the end of its output).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const args = process.argv.slice( 2 );
let top = 10;
const files = [];
for ( let i = 0; i < args.length; i++ ) {
	if ( args[ i ] === '--top' ) {
		top = Number( args[ ++i ] );
	} else {
		files.push( args[ i ] );
	}
}

/** Every test of a suite tree, with its file, title path and duration (the sum of its attempts). */
function* testsOf( suite, titles = [] ) {
	for ( const spec of suite.specs ?? [] ) {
		for ( const test of spec.tests ?? [] ) {
			const results = test.results ?? [];
			yield {
				file: spec.file,
				line: spec.line,
				title: [ ...titles, spec.title ].join( ' › ' ),
				ms: results.reduce(
					( sum, result ) => sum + ( result.duration ?? 0 ),
					0
				),
				status: results.at( -1 )?.status ?? 'skipped',
				error: results.at( -1 )?.error?.message ?? '',
			};
		}
	}
	for ( const child of suite.suites ?? [] ) {
		yield* testsOf(
			child,
			suite.title && ! suite.title.endsWith( '.ts' )
				? [ ...titles, suite.title ]
				: titles
		);
	}
}

const seconds = ( ms ) => `${ ( ms / 1000 ).toFixed( 1 ) }s`;
const all = [];
for ( const file of files ) {
	if ( ! existsSync( file ) ) {
		console.log( `${ file }: no report (the run did not get that far)` );
		continue;
	}
	const report = JSON.parse( readFileSync( file, 'utf8' ) );
	// The report's name names the run: e2e-6.1.json.
	const run = basename( file, '.json' );
	const tests = ( report.suites ?? [] ).flatMap( ( suite ) => [
		...testsOf( suite ),
	] );
	const {
		expected = 0,
		unexpected = 0,
		flaky = 0,
		skipped = 0,
	} = report.stats ?? {};
	console.log(
		`e2e run ${ run }: ${ expected } passed, ${ unexpected } failed, ${ flaky } flaky, ${ skipped } skipped, ` +
			`${ seconds( report.stats?.duration ?? 0 ) } wall, ${ seconds(
				tests.reduce( ( sum, test ) => sum + test.ms, 0 )
			) } in tests`
	);
	all.push( ...tests.map( ( test ) => ( { ...test, run } ) ) );
}

/** The first lines of an error, without the terminal's colour codes. */
const firstLines = ( message, count = 4 ) =>
	message
		.replace( /\u001b\[[0-9;]*m/g, '' )
		.split( '\n' )
		.filter( ( line ) => line.trim() )
		.slice( 0, count )
		.map( ( line ) => `      ${ line.slice( 0, 300 ) }` )
		.join( '\n' );

const failed = all.filter(
	( test ) => ! [ 'passed', 'skipped' ].includes( test.status )
);
if ( failed.length ) {
	console.log( `\nFailed e2e tests (${ failed.length }):` );
	for ( const test of failed ) {
		console.log(
			`  ${ test.run }  ${ test.file }:${ test.line }  ${ test.title } (${ test.status })`
		);
		if ( test.error ) {
			console.log( firstLines( test.error ) );
		}
	}
}

all.sort( ( a, b ) => b.ms - a.ms );
console.log( `\nThe ${ Math.min( top, all.length ) } slowest e2e tests:` );
for ( const test of all.slice( 0, top ) ) {
	console.log(
		`${ seconds( test.ms ).padStart( 7 ) }  ${ test.run }  ${ test.file }:${ test.line }  ${ test.title }${
			test.status === 'passed' ? '' : ` (${ test.status })`
		}`
	);
}
