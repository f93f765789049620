import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { RadioField } from '../../src/components/RadioField';
import { TextField } from '../../src/components/TextField';
import type { CompanyQuestions } from '../../src/company/company-questions';
import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { useStore } from '../../src/store/store-context';
import { COMPANY_FIELDS } from './fields';
import { useProductPrice } from './product-price';
import { answerOf, yesNoOptions } from './yes-no';
import {
	EMAIL_MAX_CHARS,
	NAME_MAX_CHARS,
} from '../../src/validation/field-rules';

/**
 * Whether to notify the company's attorney (then their name and email), and the name reservation: Yes puts the
 * name reservation product in the cart and asks the reservation's number, No (the default) takes the product out.
 */
export const AttorneyAndReservation = observer(
	function AttorneyAndReservation( {
		shown,
		reservationProduct,
	}: {
		shown: CompanyQuestions;
		reservationProduct: ConfiguredProduct | undefined;
	} ): React.ReactElement {
		// The cart only for a configured product: a form that sells nothing (an affiliate's company) has none.
		const store = useStore();
		const { formData } = store;
		const reservationPrice = useProductPrice( reservationProduct );
		const reserved = formData.company.nameReservation?.key === 'yes';
		return (
			<>
				{ shown.notifyAttorney && (
					<RadioField
						field={ COMPANY_FIELDS.notifyAttorney() }
						selected={ answerOf( formData.company.notifyAttorney ) }
						options={ yesNoOptions() }
						onSelect={ ( value ) =>
							formData.set(
								'companyInformation.notifyAttorney',
								value === 'yes'
							)
						}
					/>
				) }
				{ shown.attorney && (
					<>
						<div className="fo-row">
							<TextField
								field={ COMPANY_FIELDS.attorneyFirstName() }
								maxLength={ NAME_MAX_CHARS }
							/>
							<TextField
								field={ COMPANY_FIELDS.attorneyLastName() }
								maxLength={ NAME_MAX_CHARS }
							/>
						</div>
						<TextField
							field={ COMPANY_FIELDS.attorneyEmail() }
							type="email"
							inputMode="email"
							maxLength={ EMAIL_MAX_CHARS }
						/>
					</>
				) }
				{ shown.nameReservation && (
					<RadioField
						field={ COMPANY_FIELDS.nameReservation() }
						selected={ reserved ? 'yes' : 'no' }
						options={ yesNoOptions() }
						hint={
							reservationPrice &&
							sprintf(
								/* translators: %s: price such as $59.00. */
								__(
									'Yes adds the name reservation (%s) to your order.',
									'formation-orders'
								),
								reservationPrice
							)
						}
						onSelect={ ( value, label ) => {
							formData.set(
								'companyInformation.nameReservation',
								{
									key: value,
									value: label,
								}
							);
							if ( reservationProduct ) {
								// The answer is the product: yes buys the name reservation, no takes it out.
								store.cart.setChecked(
									reservationProduct.saveAs,
									value === 'yes'
								);
							}
						} }
					/>
				) }
				{ shown.nameReservationNumber && (
					<TextField
						field={ COMPANY_FIELDS.nameReservationNumber() }
						maxLength={ 50 }
					/>
				) }
			</>
		);
	}
);
