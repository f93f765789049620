import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { RadioField } from '../../src/components/RadioField';
import { TextField } from '../../src/components/TextField';
import type { CompanyQuestions } from '../../src/company/company-questions';
import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { useStore } from '../../src/store/store-context';
import { COMPANY_FIELDS } from './fields';
import { useProductPrice } from './product-price';
import { answerOf, yesNoOptions } from './yes-no';

/**
 * Whether to notify the company's attorney (then their name and email), and the name reservation: a name already
 * reserved gives its number; otherwise the visitor may have us reserve it (the name reservation product).
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
		const reservation = COMPANY_FIELDS.nameReservation();
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
								maxLength={ 100 }
							/>
							<TextField
								field={ COMPANY_FIELDS.attorneyLastName() }
								maxLength={ 100 }
							/>
						</div>
						<TextField
							field={ COMPANY_FIELDS.attorneyEmail() }
							type="email"
							inputMode="email"
							maxLength={ 254 }
						/>
					</>
				) }
				{ shown.nameReservation && (
					<RadioField
						field={ reservation }
						selected={ reserved ? 'yes' : 'no' }
						options={ yesNoOptions() }
						onSelect={ ( value, label ) => {
							formData.set(
								'companyInformation.nameReservation',
								{
									key: value,
									value: label,
								}
							);
							if ( value === 'yes' && reservationProduct ) {
								// A name already reserved needs no reservation from us.
								store.cart.setChecked(
									reservationProduct.saveAs,
									false
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
				{ shown.nameReservation && ! reserved && reservationProduct && (
					<CheckboxField
						field={ {
							path: `productState.${ reservationProduct.saveAs }.checked`,
							label: __(
								'Reserve the name for me',
								'formation-orders'
							),
							rules: '',
						} }
						checked={
							store.cart.productState( reservationProduct.saveAs )
								?.checked === true
						}
						onToggle={ ( checked ) =>
							store.cart.setChecked(
								reservationProduct.saveAs,
								checked
							)
						}
						hint={
							reservationPrice &&
							sprintf(
								/* translators: %s: price such as $59.00. */
								__( '(%s)', 'formation-orders' ),
								reservationPrice
							)
						}
					/>
				) }
			</>
		);
	}
);
