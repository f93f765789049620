/**
 * Helpers for the gateway specs: stale nonces, cached page copies, sandbox orders.
 */
import { execFileSync } from 'child_process';
import { join } from 'path';

import type { Page } from '@playwright/test';

import { SANDBOX_URL } from './sandbox';

const REPO = join( __dirname, '../../..' );

/**
 * Runs a helper PHP script of tests/e2e/support against the e2e site (bin/e2e.sh exports SITE_DIR and WP_URL).
 * @param script
 * @param args
 */
function sitePhp( script: string, args: string[] = [] ): string {
	const site = process.env.SITE_DIR;
	const url = process.env.WP_URL ?? process.env.WP_BASE_URL;
	if ( ! site || ! url ) {
		throw new Error(
			'SITE_DIR and WP_URL are needed: run the e2e tests with `npm run test:e2e`'
		);
	}
	return execFileSync(
		'php',
		[
			join( REPO, 'tests/e2e/support', script ),
			`--site=${ site }`,
			`--url=${ url }`,
			...args,
		],
		{ encoding: 'utf8' }
	).trim();
}

/**
 * The nonce a page cached `ticks` half-days ago carries.
 * @param ticks
 */
export function staleNonce( ticks = 2 ): string {
	return sitePhp( 'stale-nonce.php', [ `--ticks=${ ticks }` ] );
}

/**
 * Saves a post as a contributor (kses filters it as for anyone without unfiltered_html), has it published as
 * an editor approving it would, and answers its address.
 * @param content Block markup.
 */
export function publishContributorPost( content: string ): string {
	return sitePhp( 'contributor-post.php', [ `--content=${ content }` ] );
}

/** Marks the server's cached catalog stale, as if its lifetime had passed. */
export function expireCatalog(): void {
	sitePhp( 'expire-catalog.php' );
}

/**
 * Sets one of the plugin's site-wide settings (the Settings page's option), e.g. `persistence` to '0'.
 * @param key
 * @param value
 */
export function setSiteSetting( key: string, value: string ): void {
	sitePhp( 'site-setting.php', [ `--key=${ key }`, `--value=${ value }` ] );
}

/**
 * Makes the page carry `nonce` in its form configuration, as a copy a full-page cache saved earlier would: the
 * configuration is rewritten before the form script reads it: when the document is parsed (readyState becomes
 * "interactive"), which comes before the deferred view script WordPress >= 6.3 prints and before DOMContentLoaded,
 * when the form mounts on 6.1. Not route.fulfill(): Chromium treats a fulfilled document as a public address and
 * then blocks its calls to the loopback sandbox (Local Network Access).
 * @param page
 * @param nonce
 */
export async function carryNonce( page: Page, nonce: string ): Promise< void > {
	await page.addInitScript( ( stale: string ) => {
		document.addEventListener( 'readystatechange', () => {
			if ( document.readyState !== 'interactive' ) {
				return;
			}
			document
				.querySelectorAll( '.formation-orders__config' )
				.forEach( ( script ) => {
					script.textContent = ( script.textContent ?? '' ).replace(
						/("nonce":")[0-9a-f]{10}(")/,
						`$1${ stale }$2`
					);
				} );
		} );
	}, nonce );
}

export interface PlacedOrder {
	account_id: number;
	idempotency_key: string | null;
	/** Later requests with the same Idempotency-Key that got this order's answer again. */
	replays: number;
	/** What the sandbox's catalog says the order costs today. */
	pricing: {
		totalCents: number;
		lines: Array< {
			saveAs: string | null;
			productId: number | string;
			label: string;
			amountCents: number;
		} >;
		monthly: boolean;
		perMonthCents: number | null;
		problems: string[];
	};
}

export async function sandboxOrders(): Promise< PlacedOrder[] > {
	const response = await fetch( `${ SANDBOX_URL }/__sandbox/orders` );
	return ( ( await response.json() ) as { orders: PlacedOrder[] } ).orders;
}

/** A message the sandbox received (contact, client profile, application, account) and how often it was replayed. */
export interface ReceivedMessage {
	kind: string;
	formType: string;
	replays: number;
}

export async function sandboxMessages(): Promise< ReceivedMessage[] > {
	const response = await fetch( `${ SANDBOX_URL }/__sandbox/orders` );
	return ( ( await response.json() ) as { messages: ReceivedMessage[] } )
		.messages;
}

/** The second web server of the e2e stack (same site, same database), from bin/e2e.sh. */
export function secondServerUrl(): string {
	const url = process.env.WP_URL2;
	if ( ! url ) {
		throw new Error(
			'WP_URL2 is needed: run the e2e tests with `npm run test:e2e` (E2E_WP_PORT2)'
		);
	}
	return url;
}

export async function clearSandboxOrders(): Promise< void > {
	await fetch( `${ SANDBOX_URL }/__sandbox/orders`, { method: 'DELETE' } );
}
