/**
 * One key per order: sent with every submission of that order (and passed upstream as Idempotency-Key), so a
 * retry or a double click gets the first answer instead of placing a second order (includes/Gateway/
 * Idempotency_Store.php). Only a placed order (an answer with a result) starts a new key. Every other answer
 * keeps it, above all a timeout (504): the order may have been placed upstream, and only the same key lets the
 * retry find it instead of placing another.
 */
export function newOrderKey(): string {
	const bytes = new Uint8Array( 16 );
	if ( typeof globalThis.crypto?.getRandomValues === 'function' ) {
		globalThis.crypto.getRandomValues( bytes );
	} else {
		for ( let i = 0; i < bytes.length; i++ ) {
			bytes[ i ] = Math.floor( Math.random() * 256 );
		}
	}
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}
