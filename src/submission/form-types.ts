import { __ } from '@wordpress/i18n';

/** Every form type the order form block offers (orders-and-checkout.md §1, "Form types"). */
export const FORM_TYPES = [
	'registered-agent-signup',
	'business-formation',
	'free-account',
	'login',
	'password-reset',
	'affiliate-signup',
	'contact',
	'custom-contact',
	'client-profile',
	'vehicle-registration',
] as const;

export type FormType = ( typeof FORM_TYPES )[ number ];

/** Forms that send a message or an account, not an order: no price, no card, no review before sending. */
const NON_ORDER_FORM_TYPES = [
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

/** The editor's names for them, translated when asked. */
export const formTypeOptions = (): Array< {
	value: FormType;
	label: string;
} > => [
	{
		value: 'registered-agent-signup',
		label: __( 'Registered agent signup', 'formation-orders' ),
	},
	{
		value: 'business-formation',
		label: __( 'Business formation', 'formation-orders' ),
	},
	{ value: 'free-account', label: __( 'Free account', 'formation-orders' ) },
	{ value: 'login', label: __( 'Login', 'formation-orders' ) },
	{
		value: 'password-reset',
		label: __( 'Password reset', 'formation-orders' ),
	},
	{
		value: 'affiliate-signup',
		label: __( 'Affiliate signup', 'formation-orders' ),
	},
	{ value: 'contact', label: __( 'Contact', 'formation-orders' ) },
	{
		value: 'custom-contact',
		label: __( 'Custom contact', 'formation-orders' ),
	},
	{
		value: 'client-profile',
		label: __( 'Client profile', 'formation-orders' ),
	},
	{
		value: 'vehicle-registration',
		label: __( 'Vehicle registration', 'formation-orders' ),
	},
];
