/**
 * Each module block's own styles (blocks/<name>/style.scss) built on their own, as build/<name>/style-index.css,
 * which the module's block.json names as its style: WordPress then loads a module's CSS only on the pages whose
 * form uses the module, after the order form's shell (blocks/order-form/style.scss). A new module folder with a
 * style.scss needs no list to be edited.
 *
 * webpack builds a style from an entry; the few bytes of script such an entry also produces (and its asset file)
 * are dropped, since nothing loads them.
 */
const { existsSync, readdirSync } = require( 'fs' );
const { join } = require( 'path' );

const BLOCKS = join( __dirname, '..', '..', 'blocks' );
const SHELL = 'order-form';

/** Entry name → style file, for every module folder with a style.scss. */
function moduleStyleEntries() {
	return Object.fromEntries(
		readdirSync( BLOCKS )
			.filter(
				( name ) =>
					name !== SHELL &&
					existsSync( join( BLOCKS, name, 'style.scss' ) )
			)
			.map( ( name ) => [
				`${ name }/index`,
				join( BLOCKS, name, 'style.scss' ),
			] )
	);
}

/** Adds the module styles to a config's entries. */
function withModuleStyles( entry ) {
	return async () => ( {
		...( typeof entry === 'function' ? await entry() : entry ),
		...moduleStyleEntries(),
	} );
}

class DropStyleEntryScripts {
	apply( compiler ) {
		const { Compilation } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'DropStyleEntryScripts',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'DropStyleEntryScripts',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						for ( const entry of Object.keys(
							moduleStyleEntries()
						) ) {
							for ( const file of [
								`${ entry }.js`,
								`${ entry }.asset.php`,
							] ) {
								if ( compilation.getAsset( file ) ) {
									compilation.deleteAsset( file );
								}
							}
						}
					}
				);
			}
		);
	}
}

module.exports = { withModuleStyles, DropStyleEntryScripts };
