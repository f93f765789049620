import type { CartLine } from '../../pricing/cart-lines';
import type { ConfiguredProduct } from '../../cart/cart-config';
import { PHONE_SERVICE_CATEGORY } from '../../pricing/visibility';
import {
	CORPORATE_SUPPLY_CATEGORIES,
	corporateSuppliesData,
} from './corporate-supplies';
import { domainsData } from './domains';
import { formationData } from './formation';
import { phoneServiceData } from './phone-service';
import {
	MAIL_FORWARDING_CATEGORIES,
	mailForwardingData,
} from './mail-forwarding';
import { processAgentData } from './process-agent';
import { tradeNameData } from './trade-name';
import { HOME_STATE_CATEGORIES, homeStateData } from './home-state';
import {
	LEGAL_PLAN_CATEGORY,
	legalSubscriptionData,
} from './legal-subscription';
import { secondCompanyFormationData } from './second-company';
import { serviceData } from './services';
import { vehicleData } from './vehicles';
import { text } from '../../form-data/read-answers';

/**
 * Categories whose product is the company's formation.
 */
const isFormation = ( category: string ) =>
	category === 'formation' || category.endsWith( '-formation' );

/**
 * The per-type product data of one line (formation, corporate supplies, domains, vehicles, phone service, the
 * legal plan, the services bought for the company or its domains), chosen by the category of the configured
 * product the line comes from; other products carry only the cart's data.
 */
export function productDataFor(
	line: CartLine,
	configured: ConfiguredProduct | undefined,
	values: object
): Record< string, unknown > {
	if ( line.vehicleKey !== undefined ) {
		return vehicleData( values, line.vehicleKey );
	}
	const category = configured?.category ?? '';
	if ( isFormation( category ) ) {
		return configured?.company === 'second'
			? secondCompanyFormationData( values )
			: formationData( values );
	}
	if ( HOME_STATE_CATEGORIES.includes( category ) ) {
		return homeStateData( values );
	}
	if ( CORPORATE_SUPPLY_CATEGORIES.includes( category ) ) {
		return corporateSuppliesData( values, line.saveAs );
	}
	if (
		category === 'bundle' &&
		configured?.primary &&
		configured.config?.affiliate_code_toggle
	) {
		return { affiliate_code: text( values, 'affiliateCode' ) };
	}
	if ( category === 'domain' ) {
		const domain = line.data.domain;
		return domainsData(
			values,
			typeof domain === 'string' ? domain : undefined
		);
	}
	if ( category === PHONE_SERVICE_CATEGORY ) {
		return phoneServiceData( values );
	}
	if ( MAIL_FORWARDING_CATEGORIES.includes( category ) ) {
		return mailForwardingData( values );
	}
	if ( category === 'process-agent' ) {
		return processAgentData( values, line.saveAs );
	}
	if ( category === 'trade-name' ) {
		return tradeNameData( values, line.saveAs, line.state );
	}
	if ( category === LEGAL_PLAN_CATEGORY ) {
		return legalSubscriptionData( values );
	}
	return serviceData( category, values ) ?? {};
}
