/**
 * The domain search's term and its route. The search box holds at most 63 characters (the longest label a
 * domain name may have); with routing on, the term is the route's one parameter, kept in the address's
 * fragment ("#/acme.com") so that the page's own address keeps serving the page on a reload.
 */
export const SEARCH_MAX_LENGTH = 63;

/** The term as searched: lower case, without spaces, a scheme or a leading "www.". */
export function searchTerm( typed: string ): string {
	return typed
		.trim()
		.toLowerCase()
		.replace( /^[a-z]+:\/\//, '' )
		.replace( /^www\./, '' )
		.replace( /[\s/]+/g, '' )
		.slice( 0, SEARCH_MAX_LENGTH );
}

/** The term a route holds ("#/acme.com" → "acme.com"); empty when the fragment is not a search route. */
export function termFromRoute( hash: string ): string {
	const match = /^#\/([^/?#]+)$/.exec( hash );
	if ( ! match ) {
		return '';
	}
	try {
		return searchTerm( decodeURIComponent( match[ 1 ] ) );
	} catch {
		return '';
	}
}

/** The route a search pushes: the term as the one path segment. */
export const routeOf = ( term: string ) => `#/${ encodeURIComponent( term ) }`;
