/**
 * The flat config of wp-scripts, plus our exceptions.
 */
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...defaults,
	{ ignores: [ 'sandbox/dist/**', '.stack/**', 'test-results/**' ] },
	{
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'formation-orders' },
			],
		},
	},
	{
		// TypeScript states each parameter's type in the signature; a tag without a description would only
		// restate its name, so tags are written where they say something the name does not.
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: {
			'jsdoc/require-param': 'off',
			'jsdoc/check-param-names': [
				'error',
				{ disableMissingParamChecks: true },
			],
		},
	},
	{
		files: [ '**/*.tsx' ],
		rules: {
			// `export const Name = observer( function Name() {} )` names the component for React devtools;
			// the inner name shadows the outer one by design.
			'@typescript-eslint/no-shadow': 'off',
		},
	},
	{
		files: [ 'tests/**', 'sandbox/**', 'bin/**', '*.config.*' ],
		rules: {
			'jsdoc/require-param': 'off',
			'no-console': 'off',
			'import/no-extraneous-dependencies': 'off',
		},
	},
];
