/**
 * Playwright for the end-to-end tests. Run them with `npm run test:e2e` (bin/e2e.sh), which brings up a fresh
 * WordPress + sandbox stack on the e2e ports and sets WP_BASE_URL and SANDBOX_URL. Pointing `npx playwright test`
 * at an already running stack works too: WP_BASE_URL=http://127.0.0.1:8888 SANDBOX_URL=http://127.0.0.1:8890.
 */
import { defineConfig, devices } from '@playwright/test';

import chromiumLaunch from './tests/chromium.json';

const baseURL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8898';

/**
 * What differs between WordPress cores, run on every core of `npm test` (E2E_SUITE=every-core) while the whole suite
 * runs on one: the editor and the patterns, the scripts a page loads, one order on every order demo page (the
 * toolbox's Data Filler) and every form type that is not an order, accessibility, persistence, installing the
 * plugin from its zip, and that no script but ours runs.
 */
const EVERY_CORE = [
	'stack',
	'editor',
	'editor-new-page',
	'block-settings',
	'patterns',
	'patterns-second-half',
	'toolbox',
	'account-forms',
	'affiliate-and-profile',
	'job-application',
	'accessibility',
	'cart-accessibility',
	'engine-persistence',
	'redirect-delay',
	'plugin-zip',
	'security',
	// The takeover of the printed form differs between React 17 (WordPress 6.1) and 18.
	'first-view',
].map( ( name ) => `${ name }.spec.ts` );

export default defineConfig( {
	testDir: 'tests/e2e',
	testMatch:
		process.env.E2E_SUITE === 'every-core' ? EVERY_CORE : '**/*.spec.ts',
	globalSetup: './tests/e2e/global-setup.ts',
	// Failure screenshots and traces: inside the stack's folder, which the next e2e run wipes.
	outputDir: process.env.E2E_OUTPUT_DIR ?? '.stack/e2e-results',
	forbidOnly: !! process.env.CI,
	// One WordPress and one sandbox with a shared request log: tests must not overlap.
	workers: 1,
	fullyParallel: false,
	retries: 0,
	// Four e2e runs share the 2 cores in npm test; an editor session then takes 20 to 30 s (one timed out at 30 s).
	timeout: 60_000,
	// The list as it runs; the JSON report is what `npm test` reads for its 10 slowest tests (bin/e2e-report.mjs).
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile:
					process.env.E2E_JSON_REPORT ??
					'.stack/e2e-results/report.json',
			},
		],
	],
	use: {
		baseURL,
		// The test stack's switch for the 1500 ms a visitor waits on "Redirecting…" after an order
		// (bin/site/mu-plugin-test-settings.php): the suite is redirected at once. The test of the real delay
		// (tests/e2e/redirect-delay.spec.ts) runs without it.
		storageState: {
			cookies: [
				{
					name: 'fo_test_redirect_delay_ms',
					value: '0',
					domain: new URL( baseURL ).hostname,
					path: '/',
					expires: -1,
					httpOnly: false,
					secure: false,
					sameSite: 'Lax',
				},
			],
			origins: [],
		},
		trace: 'off',
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'chromium',
			use: {
				...devices[ 'Desktop Chrome' ],
				// Debian's Chromium: Playwright's own browser downloads are not reachable here.
				// Flags for root, no GPU, a small /dev/shm and loopback only; the benchmarks launch the same.
				launchOptions: chromiumLaunch,
			},
		},
	],
} );
