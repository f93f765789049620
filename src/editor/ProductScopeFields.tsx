import {
	CheckboxControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	VEHICLE_TYPE_KEYS,
	vehicleTypeOptions,
} from '../vehicles/vehicle-types';
import type { EditedProduct } from './product-list';

interface Props {
	product: EditedProduct;
	onChange: ( patch: Record< string, unknown > ) => void;
	onConfigChange: ( patch: Record< string, unknown > ) => void;
}

/** The company a product is filed for; only "second" is stored, the first company is the default. */
export const SECOND_COMPANY = 'second';

/**
 * The vehicle types of a product after one is ticked or unticked, in the order the business lists them;
 * none left means "no types" and the key is removed, as the form then offers the product for no vehicle.
 */
export function vehicleTypesAfter(
	current: readonly string[],
	type: string,
	on: boolean
): string[] | undefined {
	const next = VEHICLE_TYPE_KEYS.filter( ( key ) =>
		key === type ? on : current.includes( key )
	);
	return next.length > 0 ? next : undefined;
}

const isVehicleCategory = ( category: string ) =>
	category.startsWith( 'vehicle-' );

const isBundle = ( product: EditedProduct ) =>
	product.isBundle === true || product.category === 'bundle';

/**
 * The product keys that say whom or what a product is for: the company it is filed for (double LLC), the
 * affiliate code a primary bundle asks for, and the vehicle types a vehicle product applies to. Each shows
 * where it matters (or once set, so a value written by hand can be seen and changed).
 */
export function ProductScopeFields( {
	product,
	onChange,
	onConfigChange,
}: Props ): React.ReactElement {
	const category =
		typeof product.category === 'string' ? product.category : '';
	const affiliateCode = product.config?.affiliate_code_toggle === true;
	const types = Array.isArray( product.vehicleTypes )
		? product.vehicleTypes.map( String )
		: [];
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Filed for', 'formation-orders' ) }
				help={ __(
					'On a double LLC form, "The second company" files this product for the second company and sends it with that company in the order.',
					'formation-orders'
				) }
				value={
					product.company === SECOND_COMPANY ? SECOND_COMPANY : ''
				}
				options={ [
					{
						value: '',
						label: __( 'The company', 'formation-orders' ),
					},
					{
						value: SECOND_COMPANY,
						label: __( 'The second company', 'formation-orders' ),
					},
				] }
				onChange={ ( company: string ) =>
					onChange( {
						company:
							company === SECOND_COMPANY
								? SECOND_COMPANY
								: undefined,
					} )
				}
			/>
			{ ( isBundle( product ) || affiliateCode ) && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Ask for an affiliate code',
						'formation-orders'
					) }
					help={ __(
						'A primary bundle: the registered agent questions ask the visitor for an affiliate code, sent in the bundle’s data.',
						'formation-orders'
					) }
					checked={ affiliateCode }
					onChange={ ( on: boolean ) =>
						onConfigChange( {
							affiliate_code_toggle: on ? true : undefined,
						} )
					}
				/>
			) }
			{ ( isVehicleCategory( category ) || types.length > 0 ) && (
				<fieldset className="fo-products__vehicle-types">
					<legend>
						{ __( 'Vehicle types', 'formation-orders' ) }
					</legend>
					<p className="fo-products__help">
						{ __(
							'The vehicles this product is sold for: it is offered, and added to the cart, only for a vehicle of a ticked type.',
							'formation-orders'
						) }
					</p>
					{ vehicleTypeOptions().map( ( option ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ option.value }
							label={ option.label }
							checked={ types.includes( option.value ) }
							onChange={ ( on: boolean ) =>
								onChange( {
									vehicleTypes: vehicleTypesAfter(
										types,
										option.value,
										on
									),
								} )
							}
						/>
					) ) }
				</fieldset>
			) }
		</>
	);
}
