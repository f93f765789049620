import { __ } from '@wordpress/i18n';

import orderForm from '../../blocks/order-form/block.json';

/**
 * Every form type the order form block offers: its block.json's `formType` enum is the one list (PHP validates
 * the attribute against it too), so a new form type is added there and named in `formTypeLabel` below.
 */
export const FORM_TYPES: readonly string[] = orderForm.attributes.formType.enum;

export type FormType = string;

/**
 * Forms that send a message or an account, not an order: no price, no card, no review before sending. PHP keeps
 * the same list (Page_Config::NON_ORDER_FORM_TYPES: such a page carries no catalog); a jest test compares them.
 */
export const NON_ORDER_FORM_TYPES: readonly string[] = [
	'free-account',
	'login',
	'password-reset',
	'affiliate-signup',
	'contact',
	'custom-contact',
	'client-profile',
	'job-application',
];

/** Whether a form type places an order (a price, a card, "Submit Order"). */
export const isOrderFormType = ( formType: string ): boolean =>
	! NON_ORDER_FORM_TYPES.includes( formType );

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
export function formTypeLabel( formType: string ): string {
	const labels: Record< string, string > = {
		'registered-agent-signup': __(
			'Registered agent signup',
			'formation-orders'
		),
		'business-formation': __( 'Business formation', 'formation-orders' ),
		'free-account': __( 'Free account', 'formation-orders' ),
		login: __( 'Login', 'formation-orders' ),
		'password-reset': __( 'Password reset', 'formation-orders' ),
		'affiliate-signup': __( 'Affiliate signup', 'formation-orders' ),
		contact: __( 'Contact', 'formation-orders' ),
		'custom-contact': __( 'Custom contact', 'formation-orders' ),
		'client-profile': __( 'Client profile', 'formation-orders' ),
		'domain-registration': __( 'Domain registration', 'formation-orders' ),
		'vehicle-registration': __(
			'Vehicle registration',
			'formation-orders'
		),
		'phone-service': __( 'Phone service', 'formation-orders' ),
		'double-llc': __( 'Double LLC', 'formation-orders' ),
		'foreign-registration': __(
			'Foreign registration',
			'formation-orders'
		),
		domestication: __( 'Domestication', 'formation-orders' ),
		'tax-id': __( 'Tax ID', 'formation-orders' ),
		'mail-forwarding': __(
			'Mail forwarding / virtual office',
			'formation-orders'
		),
		'job-application': __( 'Job application', 'formation-orders' ),
	};
	return labels[ formType ] ?? formType;
}

/** The editor's choices of form type, in block.json's order. */
export const formTypeOptions = (): Array< {
	value: FormType;
	label: string;
} > =>
	FORM_TYPES.map( ( value ) => ( { value, label: formTypeLabel( value ) } ) );
