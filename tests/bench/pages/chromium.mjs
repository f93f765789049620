/**
 * Launch options of the benchmarks' Chromium: the same browser and flags as the e2e tests (tests/chromium.json:
 * Debian's Chromium, as root, no GPU, small /dev/shm, loopback only), so every benchmark measures that browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = JSON.parse(
	readFileSync( join( import.meta.dirname, '../../chromium.json' ), 'utf8' )
);
