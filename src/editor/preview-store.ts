import { formLayoutAttributes } from '../../blocks/order-form/attributes';
import type { CatalogSnapshot } from '../api/catalog';
import { fetchProducts } from '../api/product-api';
import type { Transport } from '../api/types';
import type { PageConfig } from '../config';
import * as commerce from '../store/commerce';
import { provideCommerceCode } from '../store/commerce-code';
import { RootStore } from '../store/RootStore';

// A preview prices what the module shows: the editor's bundle holds the order code itself.
provideCommerceCode( commerce );

/** Where the editor may read the product API, printed by includes/Editor_Preview.php when it is configured. */
const editorProductApi = ():
	{ productApiUrl: string; websiteId: string } | undefined =>
	(
		window as {
			formationOrdersEditorProductApi?: {
				productApiUrl: string;
				websiteId: string;
			};
		}
	 ).formationOrdersEditorProductApi;

/**
 * The editor preview sends nothing: it shows the fields, with the prices of the catalog WordPress printed into the
 * editor (includes/Editor_Preview.php), the same snapshot a visitor's page carries. Only a state's filing products,
 * which the snapshot seldom holds, are read from the product API, as a visitor's page does once a state is chosen.
 */
const previewTransport: Transport = {
	loadRegisteredAgentProducts: async () => [],
	loadAllRegisteredAgentProducts: async () => [],
	loadFilingProducts: async ( stateAbbreviation ) => {
		const api = editorProductApi();
		return api && stateAbbreviation
			? fetchProducts( api.productApiUrl, 'filing_products', {
					website_id: api.websiteId,
					state_abbreviation: stateAbbreviation,
				} )
			: [];
	},
	loadSimpleProducts: async () => [],
	loadCoupons: async () => [],
	loadBundles: async () => [],
	loadSubscriptionBundles: async () => [],
	tokenize: async () => ( { success: false } ),
	submitSignup: async () => ( {} ),
	submitForm: async () => ( {} ),
	checkOutcome: async () => ( {} ),
};

/** The catalog printed into the editor, if the server had one. */
const editorCatalog = (): CatalogSnapshot | undefined =>
	( window as { formationOrdersEditorCatalog?: CatalogSnapshot } )
		.formationOrdersEditorCatalog;

export function createPreviewStore(): RootStore {
	const config: PageConfig = {
		pluginVersion: 'preview',
		ajaxUrl: '',
		nonce: '',
		pageId: 0,
		productApiUrl: '',
		websiteId: '',
		tokenizerUrl: '',
		tokenizerTestKey: '',
		form: {
			...formLayoutAttributes( { formType: 'preview', stepMode: false } ),
			steps: [],
		},
		catalog: editorCatalog(),
	};
	return new RootStore( config, {
		transport: previewTransport,
		navigate: () => undefined,
		// The editor's preview sends nothing, so it has no order key to keep.
		attemptStorage: null,
	} );
}

/**
 * The company a module's preview assumes when, with nothing chosen, it would show nothing (the filing methods of
 * the visitor's state, products offered by state): a Wyoming LLC.
 * @param store The module's preview store.
 */
export function previewSampleCompany( store: RootStore ): void {
	store.formData.chooseState( { key: 'WY', value: 'Wyoming' } );
	store.formData.chooseEntityType( 'LLC' );
	// Without a product API there is nothing to read (and nothing to wait for).
	if ( editorProductApi() ) {
		store.products.loadFilingProducts( [ 'WY' ] );
	}
}
