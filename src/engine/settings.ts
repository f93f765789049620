/**
 * The form engine's settings, from the order-form block's attributes (includes/Engine_Settings.php prints
 * them as `engine` in the page configuration). Every value has a default, so older configurations work.
 */
import type { PageConfig } from '../config';

export type ValidationMode = 'aggressive' | 'lazy' | 'eager' | 'passive';
export type TooltipMode = 'popover' | 'modal';

export interface EngineSettings {
	/** Keep what the visitor typed in browser storage across reloads. */
	persistFormData: boolean;
	validationMode: ValidationMode;
	shakeOnError: boolean;
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
	/** The "contact us" link of error code 10. */
	contactUrl: string;
	contactThankYouUrl: string;
	affiliateThankYouUrl: string;
	jobThankYouUrl: string;
	jobPriorityThankYouUrl: string;
	loginUrl: string;
}

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
	persistFormData: true,
	validationMode: 'aggressive',
	shakeOnError: true,
	tooltipMode: 'popover',
	errorToastTimeout: 10000,
	spinnerMessage: '',
	redirectEnabled: true,
	allowedEntityTypes: [],
	preselectedState: '',
	preselectedEntityType: '',
	preselectedMfvoProduct: '',
	preselectedPhoneAreaCode: '',
	contactUrl: '/contact/',
	contactThankYouUrl: '/contact-thank-you/',
	affiliateThankYouUrl: '/affiliate-thank-you/',
	jobThankYouUrl: '/job-thank-you/',
	jobPriorityThankYouUrl: '/job-thank-you-priority/',
	loginUrl: '/login/',
};

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
 * @param config
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
	};
}
