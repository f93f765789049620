import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import type { Choice } from '../../src/form-data/form-data-tree';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { vehiclesIn, VEHICLES_PATH } from '../../src/vehicles/vehicle-entry';
import { vehicleOffers } from '../../src/vehicles/vehicle-products';
import { vehicleTypeOptions } from '../../src/vehicles/vehicle-types';
import type { VehicleInformationAttributes } from './attributes';
import { minimumVehicles, vehicleRows } from './fields';
import { Ownership } from './Ownership';
import { useVehicleServices } from './services';
import {
	addVehicle,
	applyPreselectedType,
	fillVehicles,
} from './vehicle-actions';
import { VehicleRow } from './VehicleRow';

/**
 * The vehicles to register, one row each (a row is added while the list is empty; rows beyond the minimum can
 * be removed), then who owns them. The organizational plates are asked for once, when the step mounts; if that
 * fails the plate choice is simply not offered.
 */
export const VehicleInformation = observer( function VehicleInformation( {
	attributes,
}: ModuleProps< VehicleInformationAttributes > ): React.ReactElement {
	const { formData, products } = useStore();
	const services = useVehicleServices();
	const [ plates, setPlates ] = useState< Choice[] >( [] );
	const vehicles = vehiclesIn( formData.get( VEHICLES_PATH ) );
	const offers = vehicleOffers(
		attributes.products,
		products.simpleProducts
	);
	const minimum = minimumVehicles( attributes );
	const preselected = attributes.preselectedVehicleType;
	const preselectedLabel =
		vehicleTypeOptions().find( ( option ) => option.value === preselected )
			?.label ?? '';
	const registrationsLoaded = offers.filter(
		( offer ) => offer.product
	).length;

	useEffect( () => {
		if ( ! services ) {
			return undefined;
		}
		let mounted = true;
		services.plates().then(
			( list ) => mounted && setPlates( list ),
			( error: unknown ) => {
				// Plates are optional: the visitor is not told, the choice is just not offered.
				// eslint-disable-next-line no-console
				console.warn(
					'Organizational plates could not be loaded',
					error
				);
			}
		);
		return () => {
			mounted = false;
		};
	}, [ services ] );

	useEffect( () => {
		fillVehicles( formData, minimum );
	}, [ vehicles.length, minimum, formData ] );

	useEffect( () => {
		if ( preselected && vehicles.length > 0 ) {
			applyPreselectedType(
				formData,
				preselected,
				preselectedLabel,
				offers
			);
		}
		// The offers change with the loaded products, which registrationsLoaded counts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [
		preselected,
		preselectedLabel,
		vehicles.length,
		registrationsLoaded,
		formData,
	] );

	const rows = vehicleRows( vehicles, attributes );

	return (
		<div className="fo-vehicles">
			{ rows.map( ( vehicle, index ) => (
				<VehicleRow
					key={ index }
					index={ index }
					vehicle={ vehicle }
					attributes={ attributes }
					offers={ offers }
					plates={ plates }
					services={ services }
				/>
			) ) }
			<button
				type="button"
				className="fo-button fo-button--secondary fo-vehicles__add"
				onClick={ () => addVehicle( formData ) }
			>
				{ __( 'Add another vehicle', 'formation-orders' ) }
			</button>
			<Ownership />
		</div>
	);
} );
