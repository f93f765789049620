/**
 * Jest for the browser code and the sandbox: @wordpress/scripts' unit config, limited to tests/js.
 */
const base = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...base,
	rootDir: '../..',
	testMatch: [ '<rootDir>/tests/js/**/*.test.[jt]s?(x)' ],
	// Jest's default leaves a core free (one worker on CI's two cores): the suite is the only thing running then,
	// and two workers take it from 73 to 44 s there.
	maxWorkers: '100%',
	setupFiles: [
		...( base.setupFiles ?? [] ),
		'<rootDir>/tests/js/support/react-act-environment.ts',
	],
	setupFilesAfterEnv: [
		...( base.setupFilesAfterEnv ?? [] ),
		'<rootDir>/tests/js/support/clear-session-storage.ts',
		'<rootDir>/tests/js/support/commerce-code-at-once.ts',
	],
	moduleNameMapper: {
		...( base.moduleNameMapper ?? {} ),
		// A module's code arrives as its own chunk on the page; in a test it is required at once.
		'/modules/load-module$':
			'<rootDir>/tests/js/support/load-module-at-once.ts',
		// The same for the code that places an order.
		'/order/load-submission-code$':
			'<rootDir>/tests/js/support/load-submission-code-at-once.ts',
		// The form type descriptors are found by webpack's require.context on the page; in a test, by reading the folder.
		'/form-type-files$':
			'<rootDir>/tests/js/support/form-type-files-at-once.ts',
	},
};
