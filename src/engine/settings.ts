/**
 * The form engine's settings, from the order-form block's attributes (includes/Order_Form_Attributes.php prints
 * them as `engine` in the page configuration). Every value has a default, so older configurations work: the
 * order form's block.json, read once in blocks/order-form/attributes.ts, as PHP reads it too.
 */
import {
	engineSettingsOf,
	type EngineSettings,
} from '../../blocks/order-form/attributes';
import type { PageConfig } from '../config';

export type {
	EngineSettings,
	TooltipMode,
	ValidationMode,
} from '../../blocks/order-form/attributes';
export const DEFAULT_ENGINE_SETTINGS: EngineSettings =
	engineSettingsOf( undefined );

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
