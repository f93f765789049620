import type { CartLine } from '../../pricing/cart-lines';
import type { ConfiguredProduct } from '../../cart/cart-config';
import {
	CORPORATE_SUPPLY_CATEGORIES,
	corporateSuppliesData,
} from './corporate-supplies';
import { domainsData } from './domains';
import { formationData } from './formation';
import { HOME_STATE_CATEGORIES, homeStateData } from './home-state';
import { secondCompanyFormationData } from './second-company';
import { vehicleData } from './vehicles';
import { text } from '../people';

/**
 * Categories whose product is the company's formation.
 */
const isFormation = ( category: string ) =>
	category === 'formation' || category.endsWith( '-formation' );

/**
 * The per-type product data of one line (formation, corporate supplies, domains, vehicles), chosen by the
 * category of the configured product the line comes from; other products carry only the cart's data.
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
		return domainsData( values );
	}
	return {};
}
