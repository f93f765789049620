import { __, sprintf } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { FormDataStore } from '../../src/store/FormDataStore';
import {
	recipientBounds,
	recipientRows,
} from '../../src/mail-forwarding/availability';
import type { MailForwardingAttributes } from './attributes';

export const MAIL_FORWARDING_PRODUCT =
	'serviceInformation.mailForwardingProduct';
export const RECIPIENTS = 'serviceInformation.recipients';

/** The chosen product: the only one is chosen for the visitor, between several the visitor must pick. */
export const productField = (
	attributes: MailForwardingAttributes
): FieldRule => ( {
	path: MAIL_FORWARDING_PRODUCT,
	label:
		attributes.label || __( 'Mail forwarding service', 'formation-orders' ),
	rules: FIELD_RULES.required,
} );

/** One recipient's first and last name, both required, as every person's name in the form. */
export const recipientFields = ( index: number ): [ FieldRule, FieldRule ] => [
	{
		path: `${ RECIPIENTS }.${ index }.firstName`,
		label: sprintf(
			/* translators: %d: the recipient's number, 1 to 4. */
			__( 'Recipient %d first name', 'formation-orders' ),
			index + 1
		),
		rules: FIELD_RULES.personName,
	},
	{
		path: `${ RECIPIENTS }.${ index }.lastName`,
		label: sprintf(
			/* translators: %d: the recipient's number, 1 to 4. */
			__( 'Recipient %d last name', 'formation-orders' ),
			index + 1
		),
		rules: FIELD_RULES.personName,
	},
];

/**
 * The product choice, then a first and last name for every recipient row shown ("Recipients list (first
 * name, last name), minimum 1, maximum 4 by default").
 */
export const mailForwardingFields = (
	attributes: MailForwardingAttributes,
	formData: FormDataStore
): FieldRule[] => {
	const bounds = recipientBounds(
		attributes.recipientsMin,
		attributes.recipientsMax
	);
	const rows = recipientRows( formData.list( RECIPIENTS ).length, bounds );
	// Without configured products there is nothing to choose (and nothing sold).
	return [
		...( attributes.products.length > 0
			? [ productField( attributes ) ]
			: [] ),
		...Array.from( { length: rows }, ( _, index ) =>
			recipientFields( index )
		).flat(),
	];
};
