/**
 * Playwright for the end-to-end tests. Run them with `npm run test:e2e` (bin/e2e.sh), which brings up a fresh
 * WordPress + sandbox stack on the e2e ports and sets WP_BASE_URL and SANDBOX_URL. Pointing `npx playwright test`
 * at an already running stack works too: WP_BASE_URL=http://127.0.0.1:8888 SANDBOX_URL=http://127.0.0.1:8890.
 */
import { defineConfig, devices } from '@playwright/test';

import chromiumLaunch from './tests/chromium.json';

const baseURL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8898';

export default defineConfig( {
	testDir: 'tests/e2e',
	globalSetup: './tests/e2e/global-setup.ts',
	// Failure screenshots and traces: inside the stack's folder, which the next e2e run wipes.
	outputDir: process.env.E2E_OUTPUT_DIR ?? '.stack/e2e-results',
	forbidOnly: !! process.env.CI,
	// One WordPress and one sandbox with a shared request log: tests must not overlap.
	workers: 1,
	fullyParallel: false,
	retries: 0,
	timeout: 30_000,
	reporter: 'list',
	use: {
		baseURL,
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
