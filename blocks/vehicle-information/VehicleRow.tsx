import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import type { Choice } from '../../src/form-data/form-data-tree';
import { useStore } from '../../src/store/store-context';
import {
	vehiclePath,
	type VehicleEntry,
} from '../../src/vehicles/vehicle-entry';
import {
	withType,
	type VehicleOffer,
} from '../../src/vehicles/vehicle-products';
import { vehicleTypeOptions } from '../../src/vehicles/vehicle-types';
import { normalizedVin, VIN_LENGTH } from '../../src/vehicles/vin-decoding';
import type { VehicleInformationAttributes } from './attributes';
import { vehicleFields } from './fields';
import type { VehicleServices } from './services';
import { useVinDecoding } from './use-vin-decoding';
import { removeVehicle, updateVehicle } from './vehicle-actions';
import { VehicleQuestions } from './VehicleQuestions';
import { VEHICLE_TEXT_MAX_CHARS } from '../../src/validation/field-rules';

interface VehicleRowProps {
	index: number;
	vehicle: VehicleEntry;
	attributes: VehicleInformationAttributes;
	offers: VehicleOffer[];
	plates: Choice[];
	services: VehicleServices | null;
}

const digitsOnly = ( typed: string ) =>
	typed.replace( /\D/g, '' ).slice( 0, 4 );

/** One vehicle: its type, VIN, year, make, model, color, plate and the questions its type asks. */
export const VehicleRow = observer( function VehicleRow( {
	index,
	vehicle,
	attributes,
	offers,
	plates,
	services,
}: VehicleRowProps ): React.ReactElement {
	const { formData } = useStore();
	const fields = vehicleFields( index, vehicle, attributes );
	useVinDecoding( index, services );
	const title = sprintf(
		/* translators: %d: the vehicle's number in the list. */
		__( 'Vehicle %d', 'formation-orders' ),
		index + 1
	);

	return (
		<fieldset className="fo-fieldset fo-vehicle">
			<legend className="fo-vehicle__title">{ title }</legend>
			<SelectField
				field={ fields.type }
				placeholder={ __( 'Select Vehicle Type', 'formation-orders' ) }
				options={ vehicleTypeOptions() }
				onSelect={ ( key, label ) =>
					updateVehicle( formData, index, ( current ) =>
						withType(
							current,
							{ key, value: key ? label : '' },
							offers
						)
					)
				}
			/>
			<TextField
				field={ fields.vin }
				maxLength={ VIN_LENGTH }
				format={ normalizedVin }
				autoComplete="off"
				hint={ __(
					'17 characters. We look up the make, model and year for you.',
					'formation-orders'
				) }
			/>
			<div className="fo-row">
				<TextField
					field={ fields.year }
					inputMode="numeric"
					maxLength={ 4 }
					format={ digitsOnly }
				/>
				<TextField
					field={ fields.make }
					maxLength={ VEHICLE_TEXT_MAX_CHARS }
				/>
			</div>
			<div className="fo-row">
				<TextField
					field={ fields.model }
					maxLength={ VEHICLE_TEXT_MAX_CHARS }
				/>
				<TextField
					field={ fields.color }
					maxLength={ VEHICLE_TEXT_MAX_CHARS }
				/>
			</div>
			{ plates.length > 0 && (
				<SelectField
					field={ {
						path: vehiclePath( index, 'plate' ),
						label: __( 'Organizational plate', 'formation-orders' ),
						rules: '',
					} }
					placeholder={ __( 'Standard plate', 'formation-orders' ) }
					options={ plates.map( ( plate ) => ( {
						value: plate.key,
						label: plate.value,
					} ) ) }
				/>
			) }
			<VehicleQuestions
				index={ index }
				vehicle={ vehicle }
				offers={ offers }
				fields={ fields }
			/>
			{ /* Every row can be removed; at the minimum count the list then gains a blank row in its place. */ }
			<button
				type="button"
				className="fo-link-button fo-vehicle__remove"
				onClick={ () => removeVehicle( formData, index ) }
			>
				{ sprintf(
					/* translators: %d: the vehicle's number in the list. */
					__( 'Remove vehicle %d', 'formation-orders' ),
					index + 1
				) }
			</button>
		</fieldset>
	);
} );
