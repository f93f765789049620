import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';

import type { PageConfig } from '../../src/config';
import {
	heroTlds,
	searchDomainResult,
	type HeroTld,
} from '../../src/domains/domain-api';
import { latestOnly } from '../../src/domains/latest-answer';
import {
	routeOf,
	searchTerm,
	termFromRoute,
} from '../../src/domains/search-term';
import type { DomainSearchResult } from '../../src/pricing/domain-price';

export interface DomainSearchState {
	searched: string;
	result: DomainSearchResult | null;
	searching: boolean;
	/** Why the last search failed, as the server or the network put it; empty when it did not. */
	failure: string;
}

const IDLE: DomainSearchState = {
	searched: '',
	result: null,
	searching: false,
	failure: '',
};

/**
 * The search's state (UI only, not form data): the newest search's answer (an older answer arriving later is
 * dropped), the hero TLD badges (a failure to load them is only logged), and with routing on, the route:
 * a search pushes it, and a route present on load or reached by the browser's Back searches its term.
 * @param config
 * @param routing
 */
export function useDomainSearch( config: PageConfig, routing: boolean ) {
	const [ state, setState ] = useState< DomainSearchState >( IDLE );
	// null while the badges load (the editor's preview loads none). Their place is kept meanwhile, so the
	// badges' arrival moves nothing on the page.
	const [ heroes, setHeroes ] = useState< HeroTld[] | null >(
		config.ajaxUrl === '' ? [] : null
	);
	const latest = useMemo( latestOnly, [] );

	const run = useCallback(
		async ( term: string ) => {
			setState( ( current ) => ( {
				...current,
				searched: term,
				searching: true,
				failure: '',
			} ) );
			try {
				const answer = await latest.run( () =>
					searchDomainResult( config, term )
				);
				if ( ! answer.stale ) {
					setState( {
						searched: term,
						result: answer.value,
						searching: false,
						failure: '',
					} );
				}
			} catch ( error ) {
				setState( {
					searched: term,
					result: null,
					searching: false,
					failure: ( error as Error ).message,
				} );
			}
		},
		[ config, latest ]
	);

	const search = useCallback(
		( typed: string ): string => {
			const term = searchTerm( typed );
			if ( term === '' ) {
				return term;
			}
			if ( routing && window.location.hash !== routeOf( term ) ) {
				window.history.pushState( null, '', routeOf( term ) );
			}
			run( term );
			return term;
		},
		[ routing, run ]
	);

	useEffect( () => {
		// The editor's preview has no admin-ajax address: it never calls out.
		if ( config.ajaxUrl === '' ) {
			return undefined;
		}
		let mounted = true;
		heroTlds( config )
			.then( ( badges ) => mounted && setHeroes( badges ) )
			.catch( ( error: Error ) => {
				// eslint-disable-next-line no-console
				console.error( `Domain TLDs: ${ error.message }` );
				if ( mounted ) {
					setHeroes( [] );
				}
			} );
		return () => {
			mounted = false;
		};
	}, [ config ] );

	const [ routeTerm, setRouteTerm ] = useState( () =>
		routing ? termFromRoute( window.location.hash ) : ''
	);
	useEffect( () => {
		if ( ! routing ) {
			return undefined;
		}
		const follow = () =>
			setRouteTerm( termFromRoute( window.location.hash ) );
		window.addEventListener( 'popstate', follow );
		window.addEventListener( 'hashchange', follow );
		return () => {
			window.removeEventListener( 'popstate', follow );
			window.removeEventListener( 'hashchange', follow );
		};
	}, [ routing ] );
	useEffect( () => {
		if ( routeTerm !== '' ) {
			run( routeTerm );
		}
	}, [ routeTerm, run ] );

	return { ...state, heroes, search, routeTerm };
}
