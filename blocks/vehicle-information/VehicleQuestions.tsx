import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { RadioField } from '../../src/components/RadioField';
import { useFormIds } from '../../src/components/field-id';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';
import type { FieldRule } from '../../src/validation/validate';
import {
	NOT_ELECTRIC,
	type VehicleEntry,
} from '../../src/vehicles/vehicle-entry';
import {
	questionsFor,
	withAddOn,
	withElectricHybrid,
	withTaxAnswer,
	type VehicleOffer,
} from '../../src/vehicles/vehicle-products';
import { updateVehicle } from './vehicle-actions';

interface VehicleQuestionsProps {
	index: number;
	vehicle: VehicleEntry;
	offers: VehicleOffer[];
	fields: {
		luxuryTax: FieldRule | null;
		importTax: FieldRule | null;
		electricHybrid: FieldRule | null;
	};
}

const priceOf = ( offer: VehicleOffer ) =>
	offer.product ? formatMoney( offer.product.price ) : '';

/**
 * What a vehicle is asked once its type is chosen: its optional items, the luxury-tax and import-tax
 * questions (each only when its product applies to the type) and the electric or plug-in hybrid question (only
 * when more than one such product applies).
 */
export const VehicleQuestions = observer( function VehicleQuestions( {
	index,
	vehicle,
	offers,
	fields,
}: VehicleQuestionsProps ): React.ReactElement | null {
	const { formData } = useStore();
	const ids = useFormIds();
	const questions = questionsFor( offers, vehicle.vehicleType?.key );
	const change = ( rule: ( current: VehicleEntry ) => VehicleEntry ) =>
		updateVehicle( formData, index, rule );
	const yes = ( offer: VehicleOffer ) =>
		/* translators: %s: the price, such as $825.00. */
		sprintf( __( 'Yes (%s)', 'formation-orders' ), priceOf( offer ) );
	const no = __( 'No', 'formation-orders' );
	const addOns = questions.addOns.filter( ( offer ) => offer.product );

	return (
		<>
			{ addOns.length > 0 && (
				<fieldset className="fo-fieldset fo-vehicle__add-ons">
					<legend className="fo-field__label">
						{ __(
							'Optional items for this vehicle',
							'formation-orders'
						) }
					</legend>
					{ addOns.map( ( offer ) => {
						const id = ids.of(
							`vehicle-${ index }-${ offer.saveAs }`
						);
						return (
							<div className="fo-checkbox" key={ offer.saveAs }>
								<input
									type="checkbox"
									id={ id }
									checked={
										vehicle.products?.[ offer.saveAs ]
											?.checked === true
									}
									onChange={ ( event ) =>
										change( ( current ) =>
											withAddOn(
												current,
												offer.saveAs,
												event.target.checked
											)
										)
									}
								/>
								<label htmlFor={ id }>
									{ offer.product?.name }{ ' ' }
									<span className="fo-optional-products__price">
										{ priceOf( offer ) }
									</span>
								</label>
							</div>
						);
					} ) }
				</fieldset>
			) }
			{ questions.luxuryTax && fields.luxuryTax && (
				<RadioField
					field={ fields.luxuryTax }
					legend={ __(
						'Is the vehicle you are registering subject to luxury tax?',
						'formation-orders'
					) }
					options={ [
						{ value: 'yes', label: yes( questions.luxuryTax ) },
						{ value: 'no', label: no },
					] }
					onSelect={ ( answer ) =>
						change( ( current ) =>
							withTaxAnswer(
								current,
								'luxuryTax',
								answer === 'yes' ? 'yes' : 'no',
								offers
							)
						)
					}
				/>
			) }
			{ questions.importTax && fields.importTax && (
				<RadioField
					field={ fields.importTax }
					legend={ __(
						'Was your vehicle purchased outside the United States of America?',
						'formation-orders'
					) }
					options={ [
						{ value: 'yes', label: yes( questions.importTax ) },
						{ value: 'no', label: no },
					] }
					onSelect={ ( answer ) =>
						change( ( current ) =>
							withTaxAnswer(
								current,
								'importTax',
								answer === 'yes' ? 'yes' : 'no',
								offers
							)
						)
					}
				/>
			) }
			{ questions.electricHybrid.length > 0 && fields.electricHybrid && (
				<RadioField
					field={ fields.electricHybrid }
					legend={ __(
						'Is this an electric or plug-in hybrid vehicle?',
						'formation-orders'
					) }
					options={ [
						{ value: NOT_ELECTRIC, label: no },
						...questions.electricHybrid.map( ( offer ) => ( {
							value: offer.saveAs,
							label: sprintf(
								/* translators: 1: product name, 2: its price. */
								__( '%1$s (%2$s)', 'formation-orders' ),
								offer.product?.name ?? offer.saveAs,
								priceOf( offer )
							),
						} ) ),
					] }
					onSelect={ ( choice ) =>
						change( ( current ) =>
							withElectricHybrid(
								current,
								String( choice ),
								offers
							)
						)
					}
				/>
			) }
		</>
	);
} );
