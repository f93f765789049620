import type { FormLayoutAttributes } from '../blocks/order-form/attributes';
import type { CatalogSnapshot } from './api/catalog';
import type { EngineSettings } from './engine/settings';
import type { TrackingSettings } from './tracking/types';

/**
 * The configuration PHP prints next to each order form (includes/Page_Config.php).
 */
export interface ModuleConfig {
	name: string;
	attributes: Record< string, unknown >;
}

export interface StepConfig {
	key: string;
	label: string;
	modules: ModuleConfig[];
}

/** A module shows when any of its orConditions holds; one holds when all its andConditions do. */
export interface FieldCondition {
	fieldKey: string;
	fieldVal: unknown;
	/** Instead of a value: the field is a state in this configured state list (src/state-lists). */
	stateList?: string;
}

export interface ModuleCondition {
	orConditions?: { andConditions?: FieldCondition[] }[];
}

/** The order form's layout attributes (blocks/order-form/attributes.ts) and its steps. */
export interface FormLayout extends FormLayoutAttributes {
	/** The name the form is known by upstream: the slug of the page that holds it. */
	formFileName?: string;
	steps: StepConfig[];
}

export interface PageConfig {
	pluginVersion: string;
	ajaxUrl: string;
	nonce: string;
	pageId: number;
	productApiUrl: string;
	websiteId: string;
	tokenizerUrl: string;
	tokenizerTestKey: string;
	form: FormLayout;
	/** The product lists PHP prefetched (src/api/catalog.ts); absent when it has none. */
	catalog?: CatalogSnapshot;
	/** Public gateway settings (includes/Gateway/Public_Config.php); secrets never reach the page. */
	captchaSiteKey?: string;
	/** The captcha provider's widget script (the real provider's, or the sandbox's stand-in). */
	captchaScriptUrl?: string;
	vinServiceUrl?: string;
	contactLink?: string;
	thankYou?: {
		contact: string;
		affiliate: string;
		job: string;
		jobPriority: string;
		/** When set, where the contact forms go instead of the contact thank-you page. */
		contactRedirect?: string;
	};
	features?: {
		backendAddressCheck: boolean;
		postalLookup: boolean;
		persistence: boolean;
		redirect: boolean;
		devToolbox: boolean;
	};
	/** The developer toolbox's settings, printed only for whom it is meant (includes/Toolbox/Toolbox_Config.php). */
	toolbox?: {
		/** The Data Filler's dataset: the page's own in toolbox-data/, else its form type's. */
		datasetUrl: string;
		/** The logged-in developer's name, for test names; empty for a visitor of a site in test mode. */
		developerName: string;
	};
	uploadMaxKilobytes?: number;
	/** How long "Redirecting…" shows before the thank-you page (the site's filter); absent: REDIRECT_DELAY_MS. */
	redirectDelayMs?: number;
	/** Mail forwarding / virtual office: state to the product categories sold there; absent: no limit. */
	mailForwardingAvailability?: Record< string, string[] >;
	/** The configured state lists (Settings → State lists), two-letter codes, by name (src/state-lists). */
	stateLists?: Partial< Record< string, string[] > >;
	/** Conversion tracking switched on in the settings, with its ids; absent: none. */
	tracking?: TrackingSettings;
	/** The form engine's settings (src/engine/settings.ts); defaults apply to anything missing. */
	engine?: Partial< EngineSettings >;
	/**
	 * The modules whose code PHP printed with the page (includes/Blocks.php): where it printed the first view, the
	 * first module's (and the order summary's, for a running total). The other printed modules stand in until
	 * their code comes at the visitor's first interaction.
	 */
	modulesOnArrival?: string[];
}

export const REDIRECT_DELAY_MS = 1500;
export const MAX_SUBMIT_ATTEMPTS = 5;
export const SPINNER_MINIMUM_MS = 250;
export const ERROR_TOAST_TIMEOUT_MS = 10000;
