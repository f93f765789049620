/*
 * The webpack config of wp-scripts, with validatorjs' 60 locale files left out: the messages we show
 * are our own, translated through wp.i18n.
 */
const webpack = require( 'webpack' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const onlyEnglishValidatorMessages = new webpack.ContextReplacementPlugin(
	/validatorjs[\\/]src[\\/]lang/,
	/^\.\/en$/
);

const extend = ( config ) => ( {
	...config,
	plugins: [ ...config.plugins, onlyEnglishValidatorMessages ],
} );

module.exports = Array.isArray( defaultConfig )
	? defaultConfig.map( extend )
	: extend( defaultConfig );
