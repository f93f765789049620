/**
 * Hands the form types of src/form-types/ (one descriptor file each) to PHP and to the block's metadata:
 * - `order-form/form-types.json`: each form type's kind and whether it sends a captcha (includes/Form_Types.php
 *   reads it: a form that is not an order carries no catalog; process_signup checks the captcha of those that
 *   send one);
 * - the `formType` attribute of `order-form/block.json` (its choices and default), which the source block.json
 *   leaves out so that the descriptors are the one list.
 * The descriptors are TypeScript: they are read through Babel, as jest reads them, with the same functions the
 * editor uses (src/submission/form-type-descriptor.ts).
 */
const { readdirSync } = require( 'fs' );
const { join } = require( 'path' );
const babel = require( '@babel/core' );

const ROOT = join( __dirname, '..', '..' );
const DESCRIPTOR_FOLDER = join( ROOT, 'src', 'form-types' );
const BLOCK_JSON = 'order-form/block.json';
const FORM_TYPES_JSON = 'order-form/form-types.json';

/** Requires TypeScript files of the plugin's src/ for the length of `read`, and forgets them afterwards. */
function withTypeScript( read ) {
	const previous = require.extensions[ '.ts' ];
	require.extensions[ '.ts' ] = ( module, filename ) => {
		const { code } = babel.transformFileSync( filename, {
			babelrc: false,
			configFile: false,
			presets: [ require.resolve( '@babel/preset-typescript' ) ],
			plugins: [
				require.resolve( '@babel/plugin-transform-modules-commonjs' ),
			],
		} );
		module._compile( code, filename );
	};
	try {
		return read();
	} finally {
		require.extensions[ '.ts' ] = previous;
		// A rebuild in watch mode reads the descriptors afresh.
		for ( const file of Object.keys( require.cache ) ) {
			if ( file.startsWith( join( ROOT, 'src' ) ) ) {
				delete require.cache[ file ];
			}
		}
	}
}

/** The block's `formType` attribute and PHP's table, from every file of src/form-types/. */
function formTypesOutput() {
	return withTypeScript( () => {
		const { formTypeAttribute, formTypesForPhp, inEditorOrder } = require(
			join( ROOT, 'src', 'submission', 'form-type-descriptor.ts' )
		);
		const descriptors = inEditorOrder(
			readdirSync( DESCRIPTOR_FOLDER )
				.filter( ( file ) => /^[a-z0-9-]+\.ts$/.test( file ) )
				.map(
					( file ) =>
						require( join( DESCRIPTOR_FOLDER, file ) ).default
				)
		);
		return {
			attribute: formTypeAttribute( descriptors ),
			php: formTypesForPhp( descriptors ),
		};
	} );
}

class FormTypesBuild {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'FormTypesBuild',
			( compilation ) => {
				// The descriptors are not all in the bundle's graph as files of their own: watch the folder.
				compilation.contextDependencies.add( DESCRIPTOR_FOLDER );
				compilation.hooks.processAssets.tap(
					{
						name: 'FormTypesBuild',
						// After copy-webpack-plugin has copied block.json.
						stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS,
					},
					() => {
						if ( ! compilation.getAsset( BLOCK_JSON ) ) {
							return;
						}
						const { attribute, php } = formTypesOutput();
						compilation.updateAsset( BLOCK_JSON, ( source ) => {
							const metadata = JSON.parse(
								source.source().toString()
							);
							metadata.attributes.formType = attribute;
							return new sources.RawSource(
								JSON.stringify( metadata, null, '\t' ) + '\n'
							);
						} );
						compilation.emitAsset(
							FORM_TYPES_JSON,
							new sources.RawSource(
								JSON.stringify( php, null, '\t' ) + '\n'
							)
						);
					}
				);
			}
		);
	}
}

module.exports = { FormTypesBuild, formTypesOutput };
