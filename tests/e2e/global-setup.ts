/**
 * Fails fast, with the fix in the message, when no stack answers: otherwise every test would time out on its own.
 */
import type { FullConfig } from '@playwright/test';

async function answers( url: string ): Promise< boolean > {
	try {
		const response = await fetch( url, {
			signal: AbortSignal.timeout( 5000 ),
		} );
		return response.ok;
	} catch {
		return false;
	}
}

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const baseURL = config.projects[ 0 ]?.use.baseURL ?? '';
	const sandboxURL = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8900';
	const missing: string[] = [];
	if ( ! ( await answers( `${ baseURL }/wp-login.php` ) ) ) {
		missing.push( `WordPress at ${ baseURL }` );
	}
	if ( ! ( await answers( `${ sandboxURL }/__sandbox/health` ) ) ) {
		missing.push( `the sandbox at ${ sandboxURL }` );
	}
	if ( missing.length ) {
		throw new Error(
			`No answer from ${ missing.join( ' or ' ) }. Run the e2e tests with \`npm run test:e2e\`, ` +
				'which starts a stack for them, or set WP_BASE_URL and SANDBOX_URL to a running one.'
		);
	}
}
