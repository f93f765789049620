import type { Transport } from '../api/types';
import type { PageConfig } from '../config';
import { RootStore } from '../store/RootStore';

/** The editor preview never calls out: it shows the fields, not live prices. */
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
};

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
	};
	return new RootStore( config, {
		transport: offlineTransport,
		navigate: () => undefined,
	} );
}
