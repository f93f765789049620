/**
 * What only a form that sells something needs: the product lists, the cart built from them, the reactions that
 * load products as the visitor chooses. Its own chunk (order-form/commerce), loaded before such a form's store is
 * built (src/store/commerce-code.ts), so a login, contact or application page downloads none of it. The running
 * total and the total bar come with the order summary's code (blocks/order-summary), which a printed form fetches
 * only at the visitor's first interaction.
 */
import { reaction, type IReactionDisposer } from 'mobx';

import type { Transport } from '../api/types';
import { configuredProductsOf } from '../cart/cart-config';
import type { PageConfig } from '../config';
import { reportMissingOptionalProducts } from '../errors/checkout-errors';
import { entityTypesOffered } from '../pricing/state-rules';
import type { StateLists } from '../state-lists/state-lists';
import { CartStore } from './CartStore';
import type { FormDataStore } from './FormDataStore';
import { ProductsStore } from './ProductsStore';

/** The product lists and the cart of one form, and the reactions that keep them in step with its choices. */
export interface OrderStores {
	readonly products: ProductsStore;
	readonly cart: CartStore;
	dispose: () => void;
}

/**
 * Builds a selling form's product lists and cart. Called before the form restores what the visitor typed, so that
 * restored choices (a state) load their products like a visitor's would.
 * @param config     The form's page configuration.
 * @param formData   The form's data.
 * @param transport  How the product API is asked.
 * @param stateLists The business's state lists.
 */
export function createOrderStores(
	config: PageConfig,
	formData: FormDataStore,
	transport: Transport,
	stateLists: StateLists
): OrderStores {
	const configured = configuredProductsOf( config.form );
	const products = new ProductsStore( transport, config.catalog );
	const cart = new CartStore( formData, products, configured, stateLists );
	const disposers: IReactionDisposer[] = [
		reaction(
			() => formData.selectedState?.key,
			( state ) => {
				if ( state ) {
					products.loadRegisteredAgentProduct( state );
				}
			}
		),
	];
	// A form without configured products loads only the agent of the chosen state.
	if ( configured.length ) {
		products.loadStatelessLists();
		if ( cart.needsAllRegisteredAgents ) {
			products.loadAllRegisteredAgents();
		}
		disposers.push(
			// Filing products are reloaded whenever the selected states change, as the cart is rebuilt from them.
			reaction(
				() => cart.selectedStates.join( ',' ),
				() => products.loadFilingProducts( cart.selectedStates ),
				{ fireImmediately: true }
			),
			// A state that does not offer the chosen entity type clears it (formation forms), and an entity type
			// chosen after the state clears a state that does not offer it: the filing needs both to agree.
			reaction(
				() => formData.entityType,
				( entityType ) => {
					const state = formData.selectedState?.key;
					if (
						entityType &&
						state &&
						! entityTypesOffered(
							[ entityType ],
							formData.formType,
							state
						).length
					) {
						formData.chooseState( null );
					}
				}
			),
			reaction(
				() => formData.selectedState?.key,
				( state ) => {
					const { entityType } = formData;
					if (
						entityType &&
						! entityTypesOffered(
							[ entityType ],
							formData.formType,
							state
						).length
					) {
						formData.chooseEntityType( null );
					}
				}
			),
			reaction(
				() => cart.missingOptionalProducts.join( ', ' ),
				( missing ) => {
					if ( missing ) {
						reportMissingOptionalProducts(
							cart.missingOptionalProducts
						);
					}
				}
			),
			reaction(
				() => cart.subscriptionWarning,
				( warning ) => {
					if ( warning ) {
						// eslint-disable-next-line no-console
						console.warn( warning );
					}
				}
			)
		);
	}
	return {
		products,
		cart,
		dispose: () => disposers.forEach( ( dispose ) => dispose() ),
	};
}
