/**
 * Benchmarks of the browser code (`npm run bench`): the unit-test transform, limited to tests/bench/*.bench.ts.
 * They print figures and ratios; they never assert on time.
 */
module.exports = {
	...require( '@wordpress/scripts/config/jest-unit.config.js' ),
	rootDir: '../..',
	testMatch: [ '<rootDir>/tests/bench/**/*.bench.[jt]s?(x)' ],
	testTimeout: 300000,
	// Modules' code at once, as in the unit tests (tests/js/jest.config.js).
	moduleNameMapper: require( '../js/jest.config.js' ).moduleNameMapper,
};
