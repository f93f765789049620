import { simpleProducts } from '../../../sandbox/src/cart-catalog';
import type { Product } from '../../../src/api/types';
import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { demoPageLayout } from '../toolbox/demo-pages';

/** The vehicle products the demo page configures, as the page reads them. */
export const configured = demoPageLayout( 'vehicle-registration' )
	.steps.flatMap( ( step ) => step.modules )
	.filter( ( module ) => module.name === 'vehicle-information' )
	.flatMap( ( module ) => module.attributes.products as ConfiguredProduct[] );

/** The sandbox's simple products, vehicle products among them. */
export const catalog = simpleProducts as unknown as Product[];

export const TYPES = {
	car: { key: 'car-truck', value: 'Car/Truck' },
	motorHome: { key: 'motor-home', value: 'Motor Home' },
	motorcycle: { key: 'motorcycle-atv', value: 'Motorcycle/ATV' },
	cargoTrailer: { key: 'cargo-trailer', value: 'Cargo Trailer' },
	travelTrailer: { key: 'travel-trailer', value: 'Travel Trailer' },
	boat: { key: 'boat', value: 'Boat' },
};
