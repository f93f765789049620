import type { CatalogSnapshot } from '../api/catalog';
import type { Transport } from '../api/types';
import type { PageConfig } from '../config';
import { RootStore } from '../store/RootStore';

/**
 * The editor preview never calls out: it shows the fields, with the prices of the catalog WordPress printed
 * into the editor (includes/Editor_Preview.php), the same snapshot a visitor's page carries.
 */
const offlineTransport: Transport = {
	loadRegisteredAgentProducts: async () => [],
	loadAllRegisteredAgentProducts: async () => [],
	loadFilingProducts: async () => [],
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
			formType: 'preview',
			stepMode: false,
			submitButtonText: '',
			termsText: '',
			termsUrl: '',
			phoneText: '',
			phoneNumber: '',
			steps: [],
		},
		catalog: editorCatalog(),
	};
	return new RootStore( config, {
		transport: offlineTransport,
		navigate: () => undefined,
		// The editor's preview sends nothing, so it has no order key to keep.
		attemptStorage: null,
	} );
}
