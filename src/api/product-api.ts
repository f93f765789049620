import type { Product } from './types';
import { NETWORK_MESSAGES } from '../errors/network';
import { absoluteHttpUrl } from '../safe-url';

/**
 * GETs a product list from the product API (`result` holds the list).
 */
export async function fetchProducts< T = Product >(
	apiUrl: string,
	listName: string,
	query: Record< string, string >
): Promise< T[] > {
	if ( ! absoluteHttpUrl( apiUrl ) ) {
		throw new Error( NETWORK_MESSAGES.network );
	}
	const url = `${ apiUrl }/${ listName }?${ new URLSearchParams( query ).toString() }`;
	let response: Response;
	try {
		response = await fetch( url, {
			headers: { Accept: 'application/json' },
		} );
	} catch {
		throw new Error( NETWORK_MESSAGES.network );
	}
	if ( ! response.ok ) {
		throw new Error(
			`Product API answered ${ response.status } for ${ listName }`
		);
	}
	const body = ( await response.json() ) as { result?: T[] };
	return Array.isArray( body.result ) ? body.result : [];
}
