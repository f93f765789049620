/**
 * The form engine's settings, from the order-form block's attributes (includes/Engine_Settings.php prints
 * them as `engine` in the page configuration). Every value has a default, so older configurations work;
 * the defaults are the order form's block.json, which PHP reads too.
 */
import orderForm from '../../blocks/order-form/block.json';
import type { PageConfig } from '../config';

export type ValidationMode = 'aggressive' | 'lazy' | 'eager' | 'passive';
export type TooltipMode = 'popover' | 'modal';

export interface EngineSettings {
	/** Keep what the visitor typed in browser storage across reloads. */
	persistFormData: boolean;
	validationMode: ValidationMode;
	shakeOnError: boolean;
	/** The order summary in view on every step: beside the steps on wide screens, a "Total" bar on a phone. */
	runningTotal: boolean;
	/**
	 * "Check your answers" before the order is placed. Off for forms saved before it existed, so their visitors
	 * see no change; a form inserted now starts with it on (the order form's default variation).
	 */
	checkAnswers: boolean;
	tooltipMode: TooltipMode;
	/** 0 keeps the error toast until closed. */
	errorToastTimeout: number;
	spinnerMessage: string;
	redirectEnabled: boolean;
	/** Empty: every entity type. One entry: chosen automatically. */
	allowedEntityTypes: string[];
	preselectedState: string;
	preselectedEntityType: string;
	preselectedMfvoProduct: string;
	preselectedPhoneAreaCode: string;
	/** Where the "Contact us" link after an error that asks the visitor to contact us leads. */
	contactUrl: string;
	contactThankYouUrl: string;
	affiliateThankYouUrl: string;
	jobThankYouUrl: string;
	jobPriorityThankYouUrl: string;
	loginUrl: string;
	/** When set, contact, custom contact and client profile forms go here instead of the contact thank-you page. */
	contactRedirectLink: string;
}

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
	persistFormData: orderForm.attributes.persistFormData.default,
	validationMode: orderForm.attributes.validationMode
		.default as ValidationMode,
	shakeOnError: orderForm.attributes.shakeOnError.default,
	runningTotal: orderForm.attributes.runningTotal.default,
	checkAnswers: orderForm.attributes.checkAnswers.default,
	tooltipMode: orderForm.attributes.tooltipMode.default as TooltipMode,
	errorToastTimeout: orderForm.attributes.errorToastTimeout.default,
	spinnerMessage: orderForm.attributes.spinnerMessage.default,
	redirectEnabled: orderForm.attributes.redirectEnabled.default,
	allowedEntityTypes: [],
	preselectedState: orderForm.attributes.preselectedState.default,
	preselectedEntityType: orderForm.attributes.preselectedEntityType.default,
	preselectedMfvoProduct: orderForm.attributes.preselectedMfvoProduct.default,
	preselectedPhoneAreaCode:
		orderForm.attributes.preselectedPhoneAreaCode.default,
	contactUrl: orderForm.attributes.contactUrl.default,
	contactThankYouUrl: orderForm.attributes.contactThankYouUrl.default,
	affiliateThankYouUrl: orderForm.attributes.affiliateThankYouUrl.default,
	jobThankYouUrl: orderForm.attributes.jobThankYouUrl.default,
	jobPriorityThankYouUrl: orderForm.attributes.jobPriorityThankYouUrl.default,
	loginUrl: orderForm.attributes.loginUrl.default,
	contactRedirectLink: orderForm.attributes.contactRedirectLink.default,
};

/** The validation modes an editor may choose, the default first. */
export const VALIDATION_MODES = orderForm.attributes.validationMode
	.enum as ValidationMode[];
/** The ways a module's help text may show, the default first. */
export const TOOLTIP_MODES = orderForm.attributes.tooltipMode
	.enum as TooltipMode[];

export function engineSettingsOf(
	engine: Partial< EngineSettings > | undefined
): EngineSettings {
	return { ...DEFAULT_ENGINE_SETTINGS, ...( engine ?? {} ) };
}

/** The site-wide settings (the plugin's Settings page, includes/Gateway/Public_Config.php) a form refines. */
export type SiteSettings = Pick<
	PageConfig,
	'engine' | 'features' | 'contactLink' | 'thankYou'
>;

/**
 * The settings a form runs with: its block's own values on top of the site's. A feature switched off for the
 * whole site (keeping form data, redirecting) is off on every form; a link the block left at its default comes
 * from the site's settings when those name one.
 */
export function pageEngineSettings( config: SiteSettings ): EngineSettings {
	const block = engineSettingsOf( config.engine );
	const fromSite = (
		key:
			| 'contactUrl'
			| 'contactThankYouUrl'
			| 'affiliateThankYouUrl'
			| 'jobThankYouUrl'
			| 'jobPriorityThankYouUrl',
		siteValue: string | undefined
	): string =>
		block[ key ] === DEFAULT_ENGINE_SETTINGS[ key ] && siteValue
			? siteValue
			: block[ key ];
	return {
		...block,
		persistFormData:
			block.persistFormData && ( config.features?.persistence ?? true ),
		redirectEnabled:
			block.redirectEnabled && ( config.features?.redirect ?? true ),
		contactUrl: fromSite( 'contactUrl', config.contactLink ),
		contactThankYouUrl: fromSite(
			'contactThankYouUrl',
			config.thankYou?.contact
		),
		affiliateThankYouUrl: fromSite(
			'affiliateThankYouUrl',
			config.thankYou?.affiliate
		),
		jobThankYouUrl: fromSite( 'jobThankYouUrl', config.thankYou?.job ),
		jobPriorityThankYouUrl: fromSite(
			'jobPriorityThankYouUrl',
			config.thankYou?.jobPriority
		),
		// The block's own link first; else the site's; empty means the contact thank-you page.
		contactRedirectLink:
			block.contactRedirectLink || config.thankYou?.contactRedirect || '',
	};
}
