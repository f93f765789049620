/**
 * The form's fields sit above the store and the lists they show (countries, jurisdictions): a list of options
 * imports the option types from src/components/select-options.ts, never the field, so no import circle runs
 * through a field. Type imports count: they are how a circle comes back.
 */
import { readdirSync, statSync } from 'fs';
import { join, relative } from 'path';

import { importsOf } from './support/import-graph';

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
