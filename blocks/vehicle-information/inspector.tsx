import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { vehicleTypeOptions } from '../../src/vehicles/vehicle-types';
import type { VehicleInformationAttributes } from './attributes';

const typeChoices = (): Array< { value: string; label: string } > => [
	{ value: '', label: __( 'None', 'formation-orders' ) },
	...vehicleTypeOptions(),
];

interface Props {
	attributes: VehicleInformationAttributes;
	setAttributes: ( next: Partial< VehicleInformationAttributes > ) => void;
}

/**
 * The type every new vehicle starts with and how many vehicles the order needs at least.
 */
export function VehicleInformationInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Vehicles', 'formation-orders' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __(
						'Preselected vehicle type',
						'formation-orders'
					) }
					help={ __(
						'Given to every vehicle that has no type yet, once its registration product is loaded (a page for boats, for instance). None: the visitor chooses.',
						'formation-orders'
					) }
					value={ attributes.preselectedVehicleType }
					options={ typeChoices() }
					onChange={ ( value: string ) =>
						setAttributes( { preselectedVehicleType: value } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="number"
					min={ 1 }
					label={ __(
						'Minimum number of vehicles',
						'formation-orders'
					) }
					help={ __(
						'Vehicles cannot be removed below this number. Default 1.',
						'formation-orders'
					) }
					value={ String( attributes.minimumVehicles ) }
					onChange={ ( value: string ) =>
						setAttributes( {
							minimumVehicles: Math.max(
								1,
								Math.floor( Number( value ) ) || 1
							),
						} )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
