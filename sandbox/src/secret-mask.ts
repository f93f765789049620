/**
 * What the request log keeps of passwords, secrets and file contents: nothing but a marker.
 */
const SECRET_KEYS = new Set( [ 'password', 'secret', 'passwordConfirm' ] );

export function maskSecrets( value: unknown ): unknown {
	if ( typeof value === 'string' ) {
		// Form-encoded bodies (captcha verify) and the postal XML's USERID.
		return value
			.replace( /\b(secret|password)=[^&]*/g, '$1=***' )
			.replace( /USERID="[^"]*"/g, 'USERID="***"' );
	}
	if ( Array.isArray( value ) ) {
		return value.map( maskSecrets );
	}
	if ( typeof value === 'object' && value !== null ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, inner ] ) => {
				if ( SECRET_KEYS.has( key ) ) {
					return [ key, '***' ];
				}
				if ( key === 'content_base64' && typeof inner === 'string' ) {
					return [ key, `[${ inner.length } base64 characters]` ];
				}
				return [ key, maskSecrets( inner ) ];
			} )
		);
	}
	return value;
}
