/**
 * Writes `order-form/module-chunks.json`: for every module block whose page code (blocks/<name>/module.ts) the
 * order form's view script loads on demand, the chunk files that code needs, in load order (the shared chunk
 * first), each with its content hash. PHP reads it to print a form's module chunks with the page, so the browser
 * fetches them alongside the view script instead of only once the form has mounted; the build is the only
 * source of the file list, so a new module folder needs no list to be edited.
 */
const MODULE_SOURCE = /[\\/]blocks[\\/]([a-z0-9-]+)[\\/]module\.[jt]sx?$/;
const MANIFEST = 'order-form/module-chunks.json';

/** The file a module was built from; a concatenated module is named by its root. */
const resourceOf = ( module ) =>
	module.rootModule?.resource ?? module.resource ?? '';

class ModuleChunksManifest {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'ModuleChunksManifest',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ModuleChunksManifest',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const manifest = modulesOf( compilation );
						if ( Object.keys( manifest ).length === 0 ) {
							return;
						}
						compilation.emitAsset(
							MANIFEST,
							new sources.RawSource(
								JSON.stringify( manifest, null, '\t' ) + '\n'
							)
						);
					}
				);
			}
		);
	}
}

/**
 * A chunk's script as PHP prints it: its file beside the view script, the `ver` webpack puts in its URL, and
 * (added by the caller) the chunk id, by which webpack recognises a script already on the page and waits for
 * it instead of fetching the chunk a second time.
 */
function fileAndVersion( name ) {
	const match = /^order-form\/([^?]+\.js)(?:\?ver=([^&]+))?$/.exec( name );
	return match ? { file: match[ 1 ], version: match[ 2 ] ?? null } : null;
}

/** Module block name → the files of its chunk group, shared chunks before the module's own. */
function modulesOf( compilation ) {
	const { chunkGraph } = compilation;
	const manifest = {};
	for ( const group of compilation.chunkGroups ) {
		if ( group.isInitial() ) {
			continue;
		}
		const ownChunk = group.chunks.find( ( chunk ) =>
			[ ...chunkGraph.getChunkModulesIterable( chunk ) ].some(
				( module ) => MODULE_SOURCE.test( resourceOf( module ) )
			)
		);
		if ( ! ownChunk ) {
			continue;
		}
		const source = [ ...chunkGraph.getChunkModulesIterable( ownChunk ) ]
			.map( ( module ) => MODULE_SOURCE.exec( resourceOf( module ) ) )
			.find( Boolean );
		const chunks = [
			...group.chunks.filter( ( chunk ) => chunk !== ownChunk ),
			ownChunk,
		];
		manifest[ source[ 1 ] ] = chunks.flatMap( ( chunk ) =>
			[ ...chunk.files ]
				.map( fileAndVersion )
				.filter( Boolean )
				.map( ( script ) => ( { ...script, chunk: chunk.id } ) )
		);
	}
	return Object.fromEntries( Object.entries( manifest ).sort() );
}

module.exports = { ModuleChunksManifest };
