import { __ } from '@wordpress/i18n';

/**
 * The product categories the cart knows how to sell (src/cart/build-cart.ts, src/pricing, the catalog of
 * sandbox/src): what a configured product's `category` may name in the editor's Products panel.
 */
export interface CategoryOption {
	value: string;
	label: string;
}

export const productCategories = (): CategoryOption[] => [
	{
		value: 'registered-agent',
		label: __( 'Registered agent', 'formation-orders' ),
	},
	{
		value: 'formation',
		label: __( 'Formation of the chosen entity type', 'formation-orders' ),
	},
	{
		value: 'llc-formation',
		label: __( 'LLC formation', 'formation-orders' ),
	},
	{
		value: 'corp-formation',
		label: __( 'Corporation formation', 'formation-orders' ),
	},
	{
		value: 'pllc-formation',
		label: __( 'PLLC formation', 'formation-orders' ),
	},
	{
		value: 'np-corp-formation',
		label: __( 'Nonprofit corporation formation', 'formation-orders' ),
	},
	{
		value: 'public-benefit-corporation',
		label: __( 'Public benefit corporation', 'formation-orders' ),
	},
	{
		value: 'foreign-registration',
		label: __( 'Foreign registration', 'formation-orders' ),
	},
	{
		value: 'parent-formation',
		label: __( 'Parent company formation', 'formation-orders' ),
	},
	{ value: 'trade-name', label: __( 'Trade name', 'formation-orders' ) },
	{
		value: 'ny-publication',
		label: __( 'New York publication', 'formation-orders' ),
	},
	{
		value: 'bundle',
		label: __( 'Bundle of products', 'formation-orders' ),
	},
	{
		value: 'subscription-bundle',
		label: __( 'Subscription bundle', 'formation-orders' ),
	},
	{ value: 'domain', label: __( 'Domain name', 'formation-orders' ) },
	{
		value: 'corporate-book',
		label: __( 'Corporate book', 'formation-orders' ),
	},
	{
		value: 'corporate-seal',
		label: __( 'Corporate seal', 'formation-orders' ),
	},
	{
		value: 'overseas-shipping',
		label: __( 'Overseas shipping', 'formation-orders' ),
	},
	{ value: 'tax-id', label: __( 'Tax ID (EIN)', 'formation-orders' ) },
	{
		value: 'boi-compliance',
		label: __(
			'Beneficial ownership (BOI) compliance',
			'formation-orders'
		),
	},
	{ value: 'law-on-call', label: __( 'Law on call', 'formation-orders' ) },
	{
		value: 'phone-service',
		label: __( 'Phone service', 'formation-orders' ),
	},
	{
		value: 'voice-office',
		label: __( 'Virtual office (voice)', 'formation-orders' ),
	},
	{
		value: 'mail-forwarding',
		label: __( 'Mail forwarding', 'formation-orders' ),
	},
	{
		value: 'expedited-processing',
		label: __( 'Expedited processing', 'formation-orders' ),
	},
	{
		value: 'name-reservation',
		label: __( 'Name reservation', 'formation-orders' ),
	},
	{
		value: 'business-email',
		label: __( 'Business email', 'formation-orders' ),
	},
	{
		value: 'trademark-monitoring',
		label: __( 'Trademark monitoring', 'formation-orders' ),
	},
	{
		value: 'annual-report',
		label: __( 'Annual report filing (compliance)', 'formation-orders' ),
	},
	{
		value: 'tls-certificate',
		label: __( 'TLS/SSL certificate', 'formation-orders' ),
	},
	{
		value: 'certificate',
		label: __( 'Certificate of good standing', 'formation-orders' ),
	},
	{ value: 'web-hosting', label: __( 'Web hosting', 'formation-orders' ) },
	{
		value: 'vehicle-registration',
		label: __(
			'Vehicle registration (one vehicle type)',
			'formation-orders'
		),
	},
	{
		value: 'vehicle-luxury-tax',
		label: __( 'Vehicle luxury tax', 'formation-orders' ),
	},
	{
		value: 'vehicle-import-tax',
		label: __( 'Vehicle import tax', 'formation-orders' ),
	},
	{
		value: 'vehicle-electric-hybrid',
		label: __(
			'Electric or plug-in hybrid vehicle fee',
			'formation-orders'
		),
	},
	{
		value: 'vehicle-add-on',
		label: __( 'Vehicle optional item', 'formation-orders' ),
	},
	{
		value: 'virtual-office',
		label: __( 'Virtual office (mail and address)', 'formation-orders' ),
	},
	{
		value: 'certificates',
		label: __( 'Certificates (stock or membership)', 'formation-orders' ),
	},
	{ value: 'notary-stamp', label: __( 'Notary stamp', 'formation-orders' ) },
	{
		value: 'process-agent',
		label: __( 'Process agent (BOC-3)', 'formation-orders' ),
	},
	{
		value: 'domestication',
		label: __( 'Domestication', 'formation-orders' ),
	},
	{
		value: 'change-of-agent',
		label: __( 'Change of registered agent', 'formation-orders' ),
	},
];

/**
 * The options of the category select: a first "choose" option, the known categories, and the product's own
 * category when it is not one of them (written by hand: shown, kept, never replaced unasked).
 */
export function categoryOptions( current: string ): CategoryOption[] {
	const known = productCategories();
	const unknown =
		current !== '' && ! known.some( ( option ) => option.value === current )
			? [ { value: current, label: current } ]
			: [];
	return [
		{ value: '', label: __( 'Choose a category', 'formation-orders' ) },
		...unknown,
		...known,
	];
}

export const categoryLabel = ( value: string ): string =>
	productCategories().find( ( option ) => option.value === value )?.label ??
	value;
