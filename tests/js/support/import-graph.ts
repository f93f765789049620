import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';

/**
 * The plugin's files a TypeScript file imports when it loads: its relative `import … from` and `export … from`
 * specifiers, resolved to the .ts, .tsx or index.ts file they name. A dynamic import() is a chunk of its own and
 * is left out. Type-only imports (`import type`, `export type`) are kept unless `values` is asked for: they are
 * gone from the built code, but they are how an import circle comes back.
 * @param file           The importing file's path.
 * @param options
 * @param options.values Only the imports that stay in the built code.
 */
export function importsOf(
	file: string,
	options: { values?: boolean } = {}
): string[] {
	const text = readFileSync( file, 'utf8' );
	const fromClause = options.values
		? /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^']+)'/g
		: /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'([^']+)'/g;
	const specifiers = [
		...text.matchAll( fromClause ),
		// A file imported for what it does when it loads.
		...text.matchAll( /(?:^|\n)\s*import\s*'([^']+)'/g ),
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
