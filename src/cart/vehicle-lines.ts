import { __, sprintf } from '@wordpress/i18n';

import type { Product } from '../api/types';
import { cartLine, type CartLine } from '../pricing/cart-lines';
import { vehiclesIn } from '../vehicles/vehicle-entry';
import { productsCharged, vehicleOffers } from '../vehicles/vehicle-products';
import type { ConfiguredProduct } from './cart-config';

/**
 * The lines of every vehicle, vehicle by vehicle: each product checked for it and offered for its type. A line
 * carries its vehicle's index as `vehicleKey`, which the order's vehicle data is read from; removing a vehicle
 * removes all its lines, as they are rebuilt from the list.
 * @param configured Every configured product of the form.
 * @param simple     The loaded simple products (vehicle products are among them).
 * @param vehicles   vehicleInformation.vehicles.
 * @param state      The company's state, when the form has one.
 */
export function vehicleLines(
	configured: ConfiguredProduct[],
	simple: Product[],
	vehicles: unknown,
	state: string
): CartLine[] {
	const offers = vehicleOffers( configured, simple );
	return vehiclesIn( vehicles ).flatMap( ( vehicle, index ) =>
		productsCharged( vehicle, offers ).map( ( offer ) =>
			cartLine( offer.product, {
				name: sprintf(
					/* translators: 1: product name, 2: the vehicle's number in the list. */
					__( '%1$s (vehicle %2$d)', 'formation-orders' ),
					offer.product.name,
					index + 1
				),
				saveAs: offer.saveAs,
				state,
				vehicleKey: String( index ),
			} )
		)
	);
}
