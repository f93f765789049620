import { flow, makeAutoObservable } from 'mobx';

import type { Product, Transport } from '../api/types';

/**
 * Products from the product API, per kind. `productsLoaded` is false while any load runs.
 */
export class ProductsStore {
	registeredAgentByState = new Map< string, Product >();
	runningLoads = 0;
	loadError: string | null = null;
	/** Bumped by every state request, so an answer for an older selection is dropped. */
	private registeredAgentRequest = 0;

	constructor( private transport: Transport ) {
		makeAutoObservable<
			ProductsStore,
			'transport' | 'registeredAgentRequest'
		>( this, {
			transport: false,
			registeredAgentRequest: false,
			loadRegisteredAgentProduct: flow,
		} );
	}

	get productsLoaded(): boolean {
		return this.runningLoads === 0;
	}

	registeredAgentProduct( stateAbbreviation: string ): Product | undefined {
		return this.registeredAgentByState.get( stateAbbreviation );
	}

	*loadRegisteredAgentProduct(
		stateAbbreviation: string
	): Generator< Promise< Product[] >, void, Product[] > {
		const request = ++this.registeredAgentRequest;
		if ( this.registeredAgentByState.has( stateAbbreviation ) ) {
			return;
		}
		this.runningLoads++;
		this.loadError = null;
		try {
			const products =
				yield this.transport.loadRegisteredAgentProducts(
					stateAbbreviation
				);
			if ( request !== this.registeredAgentRequest ) {
				return;
			}
			for ( const product of products ) {
				const state =
					product.registered_agent?.jurisdiction.abbreviation;
				if ( state ) {
					this.registeredAgentByState.set( state, product );
				}
			}
		} catch ( error ) {
			this.loadError =
				error instanceof Error ? error.message : String( error );
		} finally {
			this.runningLoads--;
		}
	}
}
