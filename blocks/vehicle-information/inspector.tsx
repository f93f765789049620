import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import { vehicleTypeOptions } from '../../src/vehicles/vehicle-types';
import type { VehicleInformationAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: VehicleInformationAttributes;
	setAttributes: ( next: Partial< VehicleInformationAttributes > ) => void;
}

/**
 * The type every new vehicle starts with and how many vehicles the order needs at least.
 */
export function VehicleInformationInspector(
	props: Props
): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Vehicles', 'formation-orders' ) }
			settings={ [
				{
					key: 'preselectedVehicleType',
					label: __( 'Preselected vehicle type', 'formation-orders' ),
					help: __(
						'Given to every vehicle that has no type yet, once its registration product is loaded (a page for boats, for instance). None: the visitor chooses.',
						'formation-orders'
					),
					options: [
						{ value: '', label: __( 'None', 'formation-orders' ) },
						...vehicleTypeOptions(),
					],
				},
				{
					key: 'minimumVehicles',
					label: __(
						'Minimum number of vehicles',
						'formation-orders'
					),
					help: __(
						'Vehicles cannot be removed below this number. Default 1.',
						'formation-orders'
					),
					min: 1,
				},
			] }
			{ ...props }
		/>
	);
}
