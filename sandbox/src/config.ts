/**
 * Sandbox settings, read from the environment.
 */

export interface SandboxConfig {
	port: number;
	host: string;
	/** The only website id process_signup accepts. */
	websiteId: string;
	/** When non-empty, tokenizer requests must carry it as test_key. */
	tokenizerTestKey: string;
	/** WordPress's upload size limit in bytes: what a job application's body may carry. */
	maxUploadBytes: number;
}

export const DEFAULT_PORT = 8890;
export const DEFAULT_WEBSITE_ID = '1';
export const DEFAULT_TOKENIZER_TEST_KEY = 'test_key_sandbox';
/** The plugin's default upload size limit (5000 KB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 5000 * 1000;
// Loopback only: the sandbox accepts any card and logs every request.
export const HOST = '127.0.0.1';

function portFrom( value: string | undefined ): number {
	if ( value === undefined || value === '' ) {
		return DEFAULT_PORT;
	}
	const port = Number( value );
	if ( ! Number.isInteger( port ) || port < 0 || port > 65535 ) {
		throw new Error(
			`SANDBOX_PORT must be a port number from 0 to 65535, got "${ value }"`
		);
	}
	return port;
}

function websiteIdFrom( value: string | undefined ): string {
	if ( value === undefined || value === '' ) {
		return DEFAULT_WEBSITE_ID;
	}
	if ( ! /^[1-9]\d*$/.test( value ) ) {
		throw new Error(
			`SANDBOX_WEBSITE_ID must be a positive integer, got "${ value }"`
		);
	}
	return value;
}

function uploadBytesFrom( value: string | undefined ): number {
	if ( value === undefined || value === '' ) {
		return DEFAULT_MAX_UPLOAD_BYTES;
	}
	if ( ! /^[1-9]\d*$/.test( value ) ) {
		throw new Error(
			`SANDBOX_MAX_UPLOAD_BYTES must be a positive integer, got "${ value }"`
		);
	}
	return Number( value );
}

export function configFromEnv(
	env: NodeJS.ProcessEnv = process.env
): SandboxConfig {
	return {
		port: portFrom( env.SANDBOX_PORT ),
		host: HOST,
		websiteId: websiteIdFrom( env.SANDBOX_WEBSITE_ID ),
		// Set but empty turns the test-key check off.
		tokenizerTestKey:
			env.SANDBOX_TOKENIZER_TEST_KEY ?? DEFAULT_TOKENIZER_TEST_KEY,
		maxUploadBytes: uploadBytesFrom( env.SANDBOX_MAX_UPLOAD_BYTES ),
	};
}
