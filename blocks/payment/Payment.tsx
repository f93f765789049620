import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { AddressFields } from '../../src/components/AddressFields';
import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import {
	detectCardBrand,
	EXPIRY_MONTHS,
	expiryYears,
	formatCardNumber,
	securityCodeDigits,
} from './card';
import { CardBrandMark } from './CardBrandMark';
import { paymentFields } from './fields';

/** Card details go to the tokenizer from the browser; the store keeps them in its private part only. */
export const Payment = observer( function Payment(): React.ReactElement {
	const { formData } = useStore();
	const ids = useFormIds();
	const [ firstName, lastName, number, cvc, expMonth, expYear ] =
		paymentFields( formData );
	const brand = detectCardBrand( formData.getString( number.path ) );
	const differentAddress = formData.billingAddressDiffers;
	const cvcHint =
		brand === 'amex'
			? sprintf(
					/* translators: %d: number of digits of the security code */
					__(
						'%d digits, on the front of the card',
						'formation-orders'
					),
					securityCodeDigits( brand )
				)
			: sprintf(
					/* translators: %d: number of digits of the security code */
					__(
						'%d digits, on the back of the card',
						'formation-orders'
					),
					securityCodeDigits( brand )
				);

	return (
		<>
			<div className="fo-row">
				<TextField
					field={ firstName }
					autoComplete="cc-given-name"
					maxLength={ 100 }
				/>
				<TextField
					field={ lastName }
					autoComplete="cc-family-name"
					maxLength={ 100 }
				/>
			</div>
			<TextField
				field={ number }
				autoComplete="cc-number"
				inputMode="numeric"
				maxLength={ 19 }
				format={ formatCardNumber }
			>
				<p className="fo-card-brand" aria-live="polite">
					<CardBrandMark brand={ brand } />
				</p>
			</TextField>
			<div className="fo-row">
				<SelectField
					field={ expMonth }
					placeholder={ __( 'Month', 'formation-orders' ) }
					options={ EXPIRY_MONTHS.map( ( month ) => ( {
						value: month,
						label: month,
					} ) ) }
					autoComplete="cc-exp-month"
				/>
				<SelectField
					field={ expYear }
					placeholder={ __( 'Year', 'formation-orders' ) }
					options={ expiryYears().map( ( year ) => ( {
						value: year,
						label: year,
					} ) ) }
					autoComplete="cc-exp-year"
				/>
				<TextField
					field={ cvc }
					hint={ cvcHint }
					autoComplete="cc-csc"
					inputMode="numeric"
					maxLength={ 4 }
					format={ ( typed ) => typed.replace( /\D/g, '' ) }
				/>
			</div>
			<div className="fo-checkbox">
				<input
					id={ ids.field( 'paymentInformation.differentAddress' ) }
					type="checkbox"
					checked={ differentAddress }
					onChange={ ( event ) =>
						formData.setBillingAddressDiffers(
							event.target.checked
						)
					}
				/>
				<label
					htmlFor={ ids.field(
						'paymentInformation.differentAddress'
					) }
				>
					{ __(
						'My billing address is different from my contact address',
						'formation-orders'
					) }
				</label>
			</div>
			{ differentAddress && (
				<fieldset className="fo-fieldset">
					<legend>
						{ __( 'Billing Address', 'formation-orders' ) }
					</legend>
					<AddressFields
						prefix="paymentInformation.billingAddress"
						autoCompleteSection="section-billing"
					/>
				</fieldset>
			) }
		</>
	);
} );
