/**
 * The form's fields sit above the store and the lists they show (countries, jurisdictions): a list of options
 * imports the option types from src/components/select-options.ts, never the field, so no import circle runs
 * through a field. Type imports count: they are how a circle comes back.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, relative } from 'path';

const ROOT = join( __dirname, '../..' );

const sourcesIn = ( dir: string ): string[] =>
	readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return sourcesIn( path );
		}
		return /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' )
			? [ path ]
			: [];
	} );

/** The files a file imports at load time (a dynamic import() is a chunk of its own, left out). */
function importsOf( file: string ): string[] {
	const text = readFileSync( file, 'utf8' );
	const specifiers = [
		...text.matchAll(
			/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'([^']+)'/g
		),
	].map( ( match ) => match[ 1 ] );
	return specifiers
		.filter( ( specifier ) => specifier.startsWith( '.' ) )
		.map( ( specifier ) => join( dirname( file ), specifier ) )
		.map( ( base ) =>
			[ `${ base }.ts`, `${ base }.tsx`, join( base, 'index.ts' ) ].find(
				( candidate ) => existsSync( candidate )
			)
		)
		.filter( ( found ): found is string => found !== undefined );
}

/** The groups of files that import each other round a circle (Tarjan's strongly connected components). */
function circularGroups( files: string[] ): string[][] {
	const graph = new Map(
		files.map( ( file ) => [ file, importsOf( file ) ] )
	);
	const index = new Map< string, number >();
	const low = new Map< string, number >();
	const stack: string[] = [];
	const groups: string[][] = [];
	const visit = ( file: string ) => {
		index.set( file, index.size );
		low.set( file, index.get( file ) as number );
		stack.push( file );
		for ( const next of graph.get( file ) ?? [] ) {
			if ( ! index.has( next ) ) {
				visit( next );
				low.set( file, Math.min( low.get( file )!, low.get( next )! ) );
			} else if ( stack.includes( next ) ) {
				low.set(
					file,
					Math.min( low.get( file )!, index.get( next )! )
				);
			}
		}
		if ( low.get( file ) === index.get( file ) ) {
			const group: string[] = [];
			let member: string;
			do {
				member = stack.pop() as string;
				group.push( relative( ROOT, member ) );
			} while ( member !== file );
			if ( group.length > 1 ) {
				groups.push( group.sort() );
			}
		}
	};
	files.forEach( ( file ) => index.has( file ) || visit( file ) );
	return groups;
}

describe( 'import circles', () => {
	const groups = circularGroups( [
		...sourcesIn( join( ROOT, 'src' ) ),
		...sourcesIn( join( ROOT, 'blocks' ) ),
	] );

	it.each( [
		'src/components/SelectField.tsx',
		'src/jurisdictions.ts',
		'src/countries.ts',
		'src/components/AddressFields.tsx',
	] )( '%s is in no circle', ( file ) => {
		expect( groups.filter( ( group ) => group.includes( file ) ) ).toEqual(
			[]
		);
	} );
} );
