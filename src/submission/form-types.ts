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
	'job-application',
] as const;

export type FormType = ( typeof FORM_TYPES )[ number ];

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
		value: 'job-application',
		label: __( 'Job application', 'formation-orders' ),
	},
];
