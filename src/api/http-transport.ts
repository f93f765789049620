import type { PageConfig } from '../config';
import { postAction } from './ajax-client';
import { fetchProducts } from './product-api';
import { tokenizeCard } from './tokenizer';
import type { Transport } from './types';

/**
 * The real network: product API and tokenizer from the browser, orders through admin-ajax.
 * @param config
 */
export function createHttpTransport( config: PageConfig ): Transport {
	return {
		loadRegisteredAgentProducts: ( stateAbbreviation ) =>
			fetchProducts( config.productApiUrl, 'registered_agent_products', {
				website_id: config.websiteId,
				state_abbreviation: stateAbbreviation,
			} ),
		tokenize: ( request ) => tokenizeCard( config.tokenizerUrl, request ),
		submitSignup: ( formType, signupData ) =>
			postAction( config, 'process_signup', {
				formType,
				signupData: JSON.stringify( signupData ),
			} ),
	};
}
