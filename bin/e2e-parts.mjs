#!/usr/bin/env node
/**
 * Splits the e2e spec files into parts that take about the same time, for the parts bin/e2e.sh runs at the same
 * time on stacks of their own. Playwright's own --shard splits by number of tests, and one part got the
 * every-attribute spec (about a third of the suite's time) on top of its share: it ended two minutes after the
 * others, and npm test waited for it.
 *
 *   node bin/e2e-parts.mjs split <part> <parts>      the spec files of part <part> (1-based), one per line
 *   node bin/e2e-parts.mjs record report.json …      rewrites tests/e2e/durations.json from Playwright's JSON reports
 *
 * A spec file the table does not know yet counts as the table's median. The split is the same on every machine
 * (longest file first, each to the part with the least time so far), so each part runs a distinct set of files and
 * together they run every one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const SPEC_DIR = join( ROOT, 'tests/e2e' );
const TABLE = join( SPEC_DIR, 'durations.json' );

const specFiles = () =>
	readdirSync( SPEC_DIR )
		.filter( ( file ) => file.endsWith( '.spec.ts' ) )
		.sort();

function readTable() {
	try {
		return JSON.parse( readFileSync( TABLE, 'utf8' ) );
	} catch {
		return {};
	}
}

/** @return {string[][]} the spec files of each part. */
export function split( parts, files = specFiles(), table = readTable() ) {
	const known = Object.values( table ).sort( ( a, b ) => a - b );
	const median = known.length ? known[ Math.floor( known.length / 2 ) ] : 1;
	const weighed = files
		.map( ( file ) => [ file, table[ file ] ?? median ] )
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] || a[ 0 ].localeCompare( b[ 0 ] ) );
	const result = Array.from( { length: parts }, () => ( {
		files: [],
		seconds: 0,
	} ) );
	for ( const [ file, seconds ] of weighed ) {
		const lightest = result.reduce( ( best, part ) =>
			part.seconds < best.seconds ? part : best
		);
		lightest.files.push( file );
		lightest.seconds += seconds;
	}
	return result.map( ( part ) => part.files.sort() );
}

function* testsOf( suite ) {
	for ( const spec of suite.specs ?? [] ) {
		for ( const test of spec.tests ?? [] ) {
			for ( const result of test.results ?? [] ) {
				yield [ basename( spec.file ), result.duration / 1000 ];
			}
		}
	}
	for ( const child of suite.suites ?? [] ) {
		yield* testsOf( child );
	}
}

function record( reports ) {
	const table = {};
	for ( const report of reports ) {
		for ( const suite of JSON.parse( readFileSync( report, 'utf8' ) )
			.suites ?? [] ) {
			for ( const [ file, seconds ] of testsOf( suite ) ) {
				table[ file ] = ( table[ file ] ?? 0 ) + seconds;
			}
		}
	}
	const rounded = Object.fromEntries(
		Object.keys( table )
			.sort()
			.map( ( file ) => [
				file,
				Math.max( 1, Math.round( table[ file ] ) ),
			] )
	);
	writeFileSync( TABLE, JSON.stringify( rounded, null, '\t' ) + '\n' );
	process.stdout.write(
		`${ TABLE }: ${ Object.keys( rounded ).length } spec files\n`
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ command, ...args ] = process.argv.slice( 2 );
	if ( command === 'split' ) {
		const [ part, parts ] = args.map( Number );
		if ( ! ( parts >= 1 && part >= 1 && part <= parts ) ) {
			process.stderr.write(
				'usage: e2e-parts.mjs split <part> <parts>\n'
			);
			process.exit( 2 );
		}
		process.stdout.write(
			split( parts )
				[ part - 1 ].map( ( file ) => `tests/e2e/${ file }\n` )
				.join( '' )
		);
	} else if ( command === 'record' && args.length ) {
		record( args );
	} else {
		process.stderr.write(
			'usage: e2e-parts.mjs split <part> <parts> | record report.json …\n'
		);
		process.exit( 2 );
	}
}
