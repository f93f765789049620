/**
 * Jest for the browser code and the sandbox: @wordpress/scripts' unit config, limited to tests/js.
 */
module.exports = {
	...require( '@wordpress/scripts/config/jest-unit.config.js' ),
	rootDir: '../..',
	testMatch: [ '<rootDir>/tests/js/**/*.test.[jt]s?(x)' ],
};
