import type { PageConfig } from '../config';
import { postAction } from './ajax-client';
import { newOrderKey } from './order-key';
import { fetchProducts } from './product-api';
import { tokenizeCard } from './tokenizer';
import type { Transport } from './types';

/**
 * The real network: product API and tokenizer from the browser, orders through admin-ajax.
 * @param config
 */
export function createHttpTransport( config: PageConfig ): Transport {
	// Kept across retries of the same order; a placed order starts a new one.
	let orderKey = newOrderKey();
	return {
		loadRegisteredAgentProducts: ( stateAbbreviation ) =>
			fetchProducts( config.productApiUrl, 'registered_agent_products', {
				website_id: config.websiteId,
				state_abbreviation: stateAbbreviation,
			} ),
		tokenize: ( request ) => tokenizeCard( config.tokenizerUrl, request ),
		submitSignup: async ( formType, signupData ) => {
			const answer = await postAction( config, 'process_signup', {
				formType,
				orderKey,
				signupData: JSON.stringify( signupData ),
			} );
			if ( answer.result ) {
				orderKey = newOrderKey();
			}
			return answer;
		},
	};
}
