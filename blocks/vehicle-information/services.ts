import { createContext, useContext, useMemo } from '@wordpress/element';

import {
	decodeVin,
	organizationalPlates,
	type VinDecode,
} from '../../src/api/lookups';
import type { PageConfig } from '../../src/config';
import type { Choice } from '../../src/form-data/form-data-tree';
import { useStore } from '../../src/store/store-context';

/**
 * What the step asks outside services: the product API's organizational plates and the public vehicle data
 * service's VIN decoding, straight from the browser.
 */
export interface VehicleServices {
	plates: () => Promise< Choice[] >;
	decodeVin: ( vin: string ) => Promise< VinDecode >;
}

/**
 * The services of the page's configuration. A browser without fetch (none that runs the form, but a test's
 * document) has none, and the step works without them: no plates, no decoding. A service the settings leave
 * out (the editor's preview has neither) is not asked: no plates are offered, no VIN is decoded.
 */
export function pageVehicleServices(
	config: PageConfig
): VehicleServices | null {
	if ( typeof globalThis.fetch !== 'function' ) {
		return null;
	}
	return {
		plates: () =>
			config.productApiUrl
				? organizationalPlates( config )
				: Promise.resolve( [] ),
		decodeVin: ( vin ) =>
			config.vinServiceUrl
				? decodeVin( config, vin )
				: Promise.reject(
						new Error( 'No VIN service URL in the settings' )
					),
	};
}

/** Tests hand their own services to the step through this. */
export const VehicleServicesContext = createContext<
	VehicleServices | null | undefined
>( undefined );

export function useVehicleServices(): VehicleServices | null {
	const given = useContext( VehicleServicesContext );
	const { config } = useStore();
	return useMemo(
		() => ( given !== undefined ? given : pageVehicleServices( config ) ),
		[ given, config ]
	);
}
