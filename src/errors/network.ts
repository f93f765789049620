/**
 * The HTTP client's own failure texts (aborted, network error, timeout). They are technical, so the
 * visitor sees the generic checkout error dialog with the text as a detail.
 */
export const NETWORK_MESSAGES = {
	aborted: 'Request aborted',
	network: 'Network Error',
	timeout: ( milliseconds: number ) =>
		`timeout of ${ milliseconds }ms exceeded`,
};

export function isNetworkFailure( error: unknown ): boolean {
	const message = error instanceof Error ? error.message : '';
	return (
		message === NETWORK_MESSAGES.aborted ||
		message === NETWORK_MESSAGES.network ||
		/^timeout of \d+ms exceeded$/.test( message )
	);
}
