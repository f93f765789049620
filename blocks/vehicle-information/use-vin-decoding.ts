import { useEffect, useRef } from '@wordpress/element';
import { reaction } from 'mobx';

import { useStore } from '../../src/store/store-context';
import { vehiclePath } from '../../src/vehicles/vehicle-entry';
import {
	fillsFrom,
	needsDecoding,
	VinDecoding,
} from '../../src/vehicles/vin-decoding';
import type { VehicleServices } from './services';
import { vehicleAt } from './vehicle-actions';

/**
 * Decodes the VIN of the vehicle at this index on the vehicle data service whenever the visitor changes it
 * (throttled, see VinDecoding) and fills the make, model and year they left empty. When the service fails the
 * fields simply stay as they are for the visitor to type.
 * @param index
 * @param services None: no decoding.
 */
export function useVinDecoding(
	index: number,
	services: VehicleServices | null
): void {
	const { formData } = useStore();
	const indexRef = useRef( index );
	indexRef.current = index;

	useEffect( () => {
		if ( ! services ) {
			return undefined;
		}
		const decoding = new VinDecoding( ( vin ) => {
			if ( ! needsDecoding( vehicleAt( formData, indexRef.current ) ) ) {
				return;
			}
			services.decodeVin( vin ).then(
				( decoded ) => {
					const at = indexRef.current;
					const vehicle = vehicleAt( formData, at );
					if ( vehicle.vehicleVIN !== vin ) {
						return;
					}
					Object.entries( fillsFrom( vehicle, decoded ) ).forEach(
						( [ field, value ] ) =>
							formData.set(
								vehiclePath( at, field as 'vehicleMake' ),
								value
							)
					);
				},
				( error: unknown ) => {
					// The visitor types make, model and year themselves; nothing to tell them.
					// eslint-disable-next-line no-console
					console.warn( 'VIN lookup failed', error );
				}
			);
		} );
		const dispose = reaction(
			() =>
				formData.getString(
					vehiclePath( indexRef.current, 'vehicleVIN' )
				),
			( vin ) =>
				decoding.vinChanged(
					vin,
					vehicleAt( formData, indexRef.current )
				)
		);
		return () => {
			dispose();
			decoding.cancel();
		};
	}, [ formData, services ] );
}
