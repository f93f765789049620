import { toJS } from 'mobx';

import type { FormDataStore } from '../../src/store/FormDataStore';
import {
	vehiclesIn,
	VEHICLES_PATH,
	type VehicleEntry,
} from '../../src/vehicles/vehicle-entry';
import {
	questionsFor,
	withType,
	type VehicleOffer,
} from '../../src/vehicles/vehicle-products';
import { isVehicleTypeKey } from '../../src/vehicles/vehicle-types';

/** The vehicle at this index as a plain object (empty when there is none). */
export function vehicleAt(
	formData: FormDataStore,
	index: number
): VehicleEntry {
	return toJS( vehiclesIn( formData.get( VEHICLES_PATH ) )[ index ] ?? {} );
}

/** Replaces the vehicle at this index with what a product rule made of it. */
export function updateVehicle(
	formData: FormDataStore,
	index: number,
	change: ( vehicle: VehicleEntry ) => VehicleEntry
): void {
	formData.set(
		`${ VEHICLES_PATH }.${ index }`,
		change( vehicleAt( formData, index ) )
	);
}

/**
 * Removes a vehicle, and with it all its cart products (the cart is rebuilt from the list, whose later entries
 * move up one index).
 */
export function removeVehicle( formData: FormDataStore, index: number ): void {
	formData.removeListEntry( VEHICLES_PATH, index );
}

const blankVehicle = (): VehicleEntry => ( { products: {} } );

/** A new, blank vehicle at the end of the list. */
export function addVehicle( formData: FormDataStore ): void {
	formData.addListEntry( VEHICLES_PATH, blankVehicle() );
}

/** Blank vehicles added until the list has the block's minimum. */
export function fillVehicles( formData: FormDataStore, minimum: number ): void {
	formData.fillList( VEHICLES_PATH, minimum, blankVehicle );
}

/**
 * The block's preselected type, given to each vehicle that has none yet, and only once the type's
 * registration product is loaded (so the cart can take it).
 * @param formData
 * @param preselected The block's type key, or "".
 * @param label       The type's name.
 * @param offers      The form's vehicle products, with their products once loaded.
 */
export function applyPreselectedType(
	formData: FormDataStore,
	preselected: string,
	label: string,
	offers: VehicleOffer[]
): void {
	if (
		! isVehicleTypeKey( preselected ) ||
		! questionsFor( offers, preselected ).registration?.product
	) {
		return;
	}
	vehiclesIn( formData.get( VEHICLES_PATH ) ).forEach( ( vehicle, index ) => {
		if ( ! vehicle.vehicleType?.key ) {
			updateVehicle( formData, index, ( current ) =>
				withType( current, { key: preselected, value: label }, offers )
			);
		}
	} );
}
