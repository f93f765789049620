/**
 * One key per order: sent with every submission of that order (and passed upstream as Idempotency-Key), so a
 * retry or a double click gets the first answer instead of placing a second order (includes/Gateway/
 * Idempotency_Store.php). A key is also what finds an order whose outcome is unknown, so it must be unguessable:
 * keys come only from the browser's cryptographic random source, never from Math.random.
 */
export function canMakeOrderKeys(): boolean {
	return typeof globalThis.crypto?.getRandomValues === 'function';
}

/**
 * 128 random bits as 32 hex digits. Throws where the browser has no cryptographic random source: check
 * canMakeOrderKeys() first.
 */
export function newOrderKey(): string {
	if ( ! canMakeOrderKeys() ) {
		throw new Error( 'No cryptographic random source for an order key.' );
	}
	const bytes = new Uint8Array( 16 );
	globalThis.crypto.getRandomValues( bytes );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}
