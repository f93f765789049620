import type { PageConfig } from '../config';
import type { Bundle, Coupon, SubscriptionBundle } from '../pricing/types';
import { postAction } from './ajax-client';
import { SIGNUP_ACTION, signupFields } from './signup-fields';
import type { FormAnswer, OutcomeAnswer, Product, Transport } from './types';

/** The admin-ajax action that tells what became of a submission (includes/Ajax/Order_Outcome.php). */
export const ORDER_OUTCOME_ACTION = 'formation_orders_order_outcome';

/**
 * The real network: product API and tokenizer from the browser, orders through admin-ajax.
 */
export function createHttpTransport( config: PageConfig ): Transport {
	const query = { website_id: config.websiteId };
	// The catalog's client goes with the cart's code (its chunk is order-form/commerce, which a form that sells
	// something has before it asks for products): a form that sells nothing never downloads it.
	const fetchProducts = < T >(
		name: string,
		search: Record< string, string >
	): Promise< T[] > =>
		import( './product-api' ).then( ( api ) =>
			api.fetchProducts< T >( config.productApiUrl, name, search )
		);
	const list = < T >( name: string, extra: Record< string, string > = {} ) =>
		fetchProducts< T >( name, {
			...query,
			...extra,
		} );
	return {
		loadAllRegisteredAgentProducts: () =>
			list< Product >( 'registered_agent_products' ),
		loadFilingProducts: ( stateAbbreviation, { shallow = false } = {} ) =>
			list< Product >( 'filing_products', {
				...( stateAbbreviation
					? { state_abbreviation: stateAbbreviation }
					: {} ),
				...( shallow ? { shallow: '1' } : {} ),
			} ),
		loadSimpleProducts: () => list< Product >( 'simple_products' ),
		loadCoupons: () => list< Coupon >( 'coupons' ),
		loadBundles: () => list< Bundle >( 'bundles' ),
		loadSubscriptionBundles: () =>
			list< SubscriptionBundle >( 'subscription_bundles' ),
		loadRegisteredAgentProducts: ( stateAbbreviation ) =>
			fetchProducts< Product >( 'registered_agent_products', {
				website_id: config.websiteId,
				state_abbreviation: stateAbbreviation,
			} ),
		// The card code comes with the order code, which is here before any card is sent: a form that takes no
		// card never downloads it.
		tokenize: ( request ) =>
			import(
				/* webpackChunkName: "order-form/submission" */ './tokenizer'
			).then( ( { tokenizeCard } ) =>
				tokenizeCard( config.tokenizerUrl, request )
			),
		submitSignup: ( formType, signupData, orderKey ) =>
			postAction( config, SIGNUP_ACTION, {
				...signupFields( config, formType, signupData ),
				orderKey,
			} ),
		checkOutcome: async ( action, fields, orderKey ) =>
			( await postAction( config, ORDER_OUTCOME_ACTION, {
				...fields,
				orderAction: action,
				orderKey,
			} ) ) as OutcomeAnswer,
		submitForm: async ( action, fields, { orderKey, onUploadProgress } ) =>
			( await postAction(
				config,
				action,
				{
					...fields,
					...( orderKey ? { orderKey } : {} ),
				},
				onUploadProgress
			) ) as FormAnswer,
	};
}
