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
import { vehicleData } from './vehicles';

/**
 * Categories whose product is the company's formation.
 */
const isFormation = ( category: string ) =>
	category === 'formation' || category.endsWith( '-formation' );

/**
 * The per-type product data of one line (formation, corporate supplies, domains, vehicles, phone service), chosen by the
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
		return formationData( values );
	}
	if ( CORPORATE_SUPPLY_CATEGORIES.includes( category ) ) {
		return corporateSuppliesData( values, line.saveAs );
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
	return {};
}
