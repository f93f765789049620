import { __ } from '@wordpress/i18n';

import type { ThankYouResult, ThankYouSettings } from '../engine/thank-you';
import {
	formTypeAttribute,
	inEditorOrder,
	ORDER_FORM,
	type FormTypeDescriptor,
} from './form-type-descriptor';
import { FORM_TYPE_DESCRIPTORS } from './form-type-files';

const DESCRIPTORS = inEditorOrder( FORM_TYPE_DESCRIPTORS );

/** Every form type, in the editor's order: one descriptor file each in src/form-types/. */
export const FORM_TYPES: readonly string[] = DESCRIPTORS.map(
	( descriptor ) => descriptor.slug
);

export type FormType = string;

/**
 * The order form's `formType` attribute (its choices and default), which block.json leaves to the descriptors;
 * only the editor registers the block with it.
 */
export const formTypeAttributeOfBlock = () => formTypeAttribute( DESCRIPTORS );

/**
 * A form type's descriptor. A form type without one (an old page's, or the editor preview's) is an order form,
 * named as it is written.
 * @param formType The form type.
 */
export function formTypeOf( formType: string ): FormTypeDescriptor {
	return (
		DESCRIPTORS.find( ( descriptor ) => descriptor.slug === formType ) ?? {
			...ORDER_FORM,
			slug: formType,
			label: () => formType,
		}
	);
}

/** Whether a form type places an order (a price, a card, "Submit Order"). */
export const isOrderFormType = ( formType: string ): boolean =>
	formTypeOf( formType ).kind === 'order';

/**
 * The text of the button that sends the form: the editor's own text, else "Submit Order" for an order and
 * "Submit" for the rest.
 * @param formType The form type.
 * @param custom   The Order Form's "Submit button text" (empty: the default).
 */
export const submitButtonText = ( formType: string, custom: string ): string =>
	custom ||
	( isOrderFormType( formType )
		? __( 'Submit Order', 'formation-orders' )
		: __( 'Submit', 'formation-orders' ) );

/** The editor's name of a form type, translated when asked; an unnamed one shows as it is written. */
export const formTypeLabel = ( formType: string ): string =>
	formTypeOf( formType ).label();

/** The editor's choices of form type. */
export const formTypeOptions = (): Array< {
	value: FormType;
	label: string;
} > =>
	DESCRIPTORS.map( ( descriptor ) => ( {
		value: descriptor.slug,
		label: descriptor.label(),
	} ) );

/**
 * Where a visitor goes after a successful submission, by the form type's thank-you rule; null when there is
 * nowhere to go.
 * @param formType The form type.
 * @param result   The successful answer.
 * @param settings The site's and the block's settings.
 */
export const thankYouDestination = (
	formType: string,
	result: ThankYouResult,
	settings: ThankYouSettings
): string | null => formTypeOf( formType ).thankYou( result, settings );
