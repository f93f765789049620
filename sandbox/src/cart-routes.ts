/**
 * Product-list routes of the product API beyond registered agents (simple, filing, bundles, subscription bundles,
 * coupons): each answers `{ result: [...] }` for the configured website_id.
 */
import type { ServerResponse } from 'node:http';

import { websiteIdProblem } from './api-routes';
import { findJurisdiction } from './catalog';
import {
	bundles,
	coupons,
	filingProductsFor,
	simpleProducts,
	subscriptionBundles,
} from './cart-catalog';
import { sendError, sendJson } from './http-util';
import type { Route, SandboxRequest, SandboxState } from './state';

export const SIMPLE_PRODUCTS_PATH = '/api/simple_products';
export const FILING_PRODUCTS_PATH = '/api/filing_products';
export const BUNDLES_PATH = '/api/bundles';
export const SUBSCRIPTION_BUNDLES_PATH = '/api/subscription_bundles';
export const COUPONS_PATH = '/api/coupons';

type ListHandler = ( request: SandboxRequest ) => unknown[] | string;

/** Checks website_id, then answers the list or a 400 with the handler's sentence. */
function listRoute( path: string, list: ListHandler ): Route {
	return {
		method: 'GET',
		path,
		handle: (
			request: SandboxRequest,
			response: ServerResponse,
			state: SandboxState
		) => {
			const problem = websiteIdProblem(
				request.query.get( 'website_id' ),
				state.config.websiteId
			);
			if ( problem !== null ) {
				sendError( response, 400, problem );
				return;
			}
			const result = list( request );
			if ( typeof result === 'string' ) {
				sendError( response, 400, result );
				return;
			}
			sendJson( response, 200, { result } );
		},
	};
}

function listFilingProducts( request: SandboxRequest ): unknown[] | string {
	const state = request.query.get( 'state_abbreviation' );
	if ( state !== null && findJurisdiction( state ) === undefined ) {
		return `state_abbreviation "${ state }" is not a known jurisdiction (use an upper-case code such as CA)`;
	}
	const shallow = [ '1', 'true' ].includes(
		request.query.get( 'shallow' ) ?? ''
	);
	return filingProductsFor( state, shallow );
}

export const cartRoutes: Route[] = [
	listRoute( SIMPLE_PRODUCTS_PATH, () => [ ...simpleProducts ] ),
	listRoute( FILING_PRODUCTS_PATH, listFilingProducts ),
	listRoute( BUNDLES_PATH, () => [ ...bundles ] ),
	listRoute( SUBSCRIPTION_BUNDLES_PATH, ( request ) => {
		const state = request.query.get( 'state_abbreviation' );
		return subscriptionBundles.filter(
			( bundle ) => state === null || bundle.jurisdiction === state
		);
	} ),
	listRoute( COUPONS_PATH, () => [ ...coupons ] ),
];
