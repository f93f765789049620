import { __, sprintf } from '@wordpress/i18n';

import { answersOfFields, type Answer } from '../../src/engine/answers';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { detectCardBrand } from './card';
import { brandName } from './CardBrandMark';
import { paymentFields } from './fields';

/**
 * What "Check your answers" shows of the payment: the name on the card, the card as its brand and last four
 * digits only (never the number or the security code), the expiry, and a billing address when it differs.
 */
export function paymentAnswers( formData: FormDataStore ): Answer[] {
	const values = formData.values;
	const digits = formData
		.getString( 'paymentInformation.number' )
		.replace( /\D/g, '' );
	const brand = detectCardBrand( digits );
	const answers: Answer[] = [];
	const name = [
		formData.getString( 'paymentInformation.first_name' ),
		formData.getString( 'paymentInformation.last_name' ),
	]
		.map( ( part ) => part.trim() )
		.filter( Boolean )
		.join( ' ' );
	if ( name ) {
		answers.push( {
			path: 'paymentInformation.first_name',
			label: __( 'Name on card', 'formation-orders' ),
			value: name,
		} );
	}
	if ( digits.length >= 4 ) {
		const lastFour = digits.slice( -4 );
		answers.push( {
			path: 'paymentInformation.number',
			label: __( 'Card', 'formation-orders' ),
			value:
				brand === 'unknown'
					? sprintf(
							/* translators: %s: the last four digits of the card number */
							__( 'Card ending in %s', 'formation-orders' ),
							lastFour
						)
					: sprintf(
							/* translators: 1: card brand, e.g. Visa; 2: the last four digits of the card number */
							__( '%1$s ending in %2$s', 'formation-orders' ),
							brandName( brand ),
							lastFour
						),
		} );
	}
	const month = formData.getString( 'paymentInformation.exp_month' );
	const year = formData.getString( 'paymentInformation.exp_year' );
	if ( month && year ) {
		answers.push( {
			path: 'paymentInformation.exp_month',
			label: __( 'Expires', 'formation-orders' ),
			value: `${ month.padStart( 2, '0' ) }/${ year }`,
		} );
	}
	if ( formData.billingAddressDiffers ) {
		answers.push(
			...answersOfFields(
				values,
				paymentFields( formData ).filter( ( field ) =>
					field.path.startsWith(
						'paymentInformation.billingAddress.'
					)
				)
			).map( ( answer ) => ( {
				...answer,
				label: sprintf(
					/* translators: %s: an address field's label, e.g. City */
					__( 'Billing %s', 'formation-orders' ),
					answer.label
				),
			} ) )
		);
	}
	return answers;
}
