/**
 * The sandbox's product catalog beyond registered agents and filings:
 * simple products, bundles, subscription bundles and coupons, and which ids an order may carry. Ids are
 * fixed: the plugin's tests and demo pages rely on them.
 */
import { OUTSIDE_US, registeredAgentProducts } from './catalog';
import { STATE_FEES } from './cart-fees';
import {
	filingProducts,
	type CatalogFilingMethod,
	type CatalogProduct,
} from './cart-filing';
import { vehicleProducts } from './vehicle-catalog';

export {
	FILING_KINDS,
	filingProducts,
	filingProductsFor,
	type CatalogFilingMethod,
	type CatalogProduct,
} from './cart-filing';

const hours = ( days: number ) => ( { days, hours: days * 24 } );

const federalTaxIdMethod = (
	productId: number,
	withSsn: boolean
): CatalogFilingMethod => ( {
	id: productId * 10 + 1,
	key: withSsn ? 'tax-id-ssn' : 'tax-id-no-ssn',
	name: withSsn ? 'Online EIN application' : 'Form SS-4 by fax',
	type: 'standard',
	jurisdiction: 'Federal',
	entity_types: [],
	cost: 0,
	surcharge: 0,
	filed_in: withSsn ? { days: 0, hours: 4 } : hours( 4 ),
	docs_in: withSsn ? hours( 1 ) : hours( 6 ),
	filing: {
		locality: null,
		agency: { name: 'Internal Revenue Service' },
		dependent_filings_info: null,
	},
	local_jurisdiction: null,
	filing_description: withSsn
		? 'Applied for online with a responsible party SSN.'
		: 'Applied for by fax for owners without an SSN.',
} );

function simple(
	id: number,
	name: string,
	price: number,
	category: string,
	duration = 0,
	filingMethods: CatalogFilingMethod[] = []
): CatalogProduct {
	return {
		id,
		product_id: id,
		name,
		price,
		category,
		type: 'simple',
		sub_type: 'standard',
		kind: 'simple_product',
		has_free_trial: false,
		trial_duration_days: 0,
		duration,
		filing_methods: filingMethods,
	};
}

export const simpleProducts: readonly CatalogProduct[] = [
	simple( 4001, 'Corporate Book', 75, 'corporate-book' ),
	simple( 4002, 'Corporate Seal', 35, 'corporate-seal' ),
	simple( 4003, 'Overseas Shipping', 60, 'overseas-shipping' ),
	simple(
		4004,
		'Beneficial Ownership (BOI) Compliance',
		99,
		'boi-compliance'
	),
	simple( 4005, 'Tax ID (EIN) with SSN', 50, 'tax-id', 0, [
		federalTaxIdMethod( 4005, true ),
	] ),
	simple( 4006, 'Tax ID (EIN) without SSN', 150, 'tax-id', 0, [
		federalTaxIdMethod( 4006, false ),
	] ),
	simple( 4007, 'Law on Call', 99, 'law-on-call', 12 ),
	simple( 4008, 'Expedited Processing', 50, 'expedited-processing' ),
	simple( 4009, 'Name Reservation', 59, 'name-reservation' ),
	simple( 4010, 'Domain Name', 20, 'domain', 12 ),
	simple( 4011, 'Business Email', 59, 'business-email', 12 ),
	simple(
		4012,
		'Phone Service with Call Forwarding',
		120,
		'phone-service',
		12
	),
	simple( 4013, 'Virtual Office (Voice)', 300, 'voice-office', 12 ),
	simple( 4014, 'Mail Forwarding', 240, 'mail-forwarding', 12 ),
	simple( 4015, 'Trademark Monitoring', 149, 'trademark-monitoring', 12 ),
	simple( 4016, 'Certificate of Good Standing', 49, 'certificate' ),
	simple( 4017, 'Web Hosting', 96, 'web-hosting', 12 ),
	...vehicleProducts,
	// A street address with a receptionist and meeting room hours: the other mf/vo option beside mail forwarding.
	simple( 4018, 'Virtual Office', 588, 'virtual-office', 12 ),
	// Printed stock or membership certificates, priced each: the order line carries the quantity.
	simple( 4019, 'Certificates', 5, 'certificates' ),
	simple( 4020, 'Notary Stamp', 45, 'notary-stamp' ),
	// A BOC-3 process agent filing for a motor carrier (docket MC, FF or MX, and its USDOT number).
	simple( 4021, 'Process Agent (BOC-3)', 49, 'process-agent' ),
	// Filing the change of registered agent for a company that had another agent (a number apart from the
	// neighbours' new products).
	simple( 4030, 'Change of Registered Agent', 49, 'change-of-agent' ),
	// A compliance filing: the annual (or biennial) report of a company, filed in its state of formation.
	simple( 4022, 'Annual Report Filing', 99, 'annual-report' ),
	// One certificate for the domains of the order, renewed yearly.
	simple( 4023, 'TLS/SSL Certificate', 69, 'tls-certificate', 12 ),
];

export interface CatalogBundle {
	product_id: number;
	name: string;
	price: number;
	product_ids: number[];
	ra_product_count: number;
	config: {
		isBusinessIdentity: boolean;
		fieldTriggerToggle: boolean;
		expedited_processing_toggle: boolean;
	};
}

export const bundles: readonly CatalogBundle[] = [
	{
		product_id: 4100,
		name: 'Business Identity Bundle',
		price: 149,
		product_ids: [ 4010, 4011, 4012 ],
		ra_product_count: 0,
		config: {
			isBusinessIdentity: true,
			fieldTriggerToggle: false,
			expedited_processing_toggle: false,
		},
	},
	{
		product_id: 4101,
		name: 'Corporate Supplies Kit',
		price: 89,
		product_ids: [ 4001, 4002 ],
		ra_product_count: 0,
		config: {
			isBusinessIdentity: false,
			fieldTriggerToggle: true,
			expedited_processing_toggle: false,
		},
	},
];

export interface CatalogSubscriptionBundle {
	id: number;
	jurisdiction: string;
	name: string;
	product_ids: number[];
	llc_price: number;
	corp_price: number;
}

/** Yearly subscription: registered agent, formation and the state fee, priced to a whole dollar per month. */
function buildSubscriptionBundles(): CatalogSubscriptionBundle[] {
	return registeredAgentProducts.map( ( agent, index ) => {
		const abbreviation = agent.registered_agent.jurisdiction.abbreviation;
		const [ llc, corp ] = STATE_FEES[ abbreviation ] ?? [ 0, 0 ];
		const formations = filingProducts.filter(
			( product ) =>
				product.jurisdiction?.abbreviation === abbreviation &&
				( product.category === 'llc-formation' ||
					product.category === 'corp-formation' )
		);
		const monthly = ( fee: number ) =>
			Math.ceil( ( agent.price + fee + 100 ) / 12 ) * 12;
		return {
			id: 5000 + index,
			jurisdiction: abbreviation,
			name: `${ agent.registered_agent.jurisdiction.state_province_region } Business Subscription`,
			product_ids: [
				agent.id,
				...formations.map( ( product ) => product.id ),
			],
			llc_price: monthly( llc ),
			corp_price: monthly( corp ),
		};
	} );
}

export const subscriptionBundles: readonly CatalogSubscriptionBundle[] =
	buildSubscriptionBundles();

export interface CatalogCoupon {
	id: string;
	product_id_restrictions: number[];
	dollar_value: number | null;
	percent_value: number | null;
}

export const coupons: readonly CatalogCoupon[] = [
	{
		id: 'SAVE20',
		product_id_restrictions: [],
		dollar_value: 20,
		percent_value: null,
	},
	{
		id: 'BIG500',
		product_id_restrictions: [],
		dollar_value: 500,
		percent_value: null,
	},
	{
		id: 'AGENT10',
		product_id_restrictions: registeredAgentProducts.map(
			( product ) => product.id
		),
		dollar_value: null,
		percent_value: 10,
	},
	{
		id: 'FORMATION50',
		product_id_restrictions: filingProducts
			.filter( ( product ) => product.category.endsWith( 'formation' ) )
			.map( ( product ) => product.id ),
		dollar_value: null,
		percent_value: 50,
	},
];

/** Every product id an order may carry, with the filing-method ids (product_option_id) each one accepts. */
const optionsByProduct = new Map< number, Set< number > >(
	[ ...filingProducts, ...simpleProducts ].map( ( product ) => [
		product.id,
		new Set( product.filing_methods.map( ( method ) => method.id ) ),
	] )
);
bundles.forEach( ( bundle ) =>
	optionsByProduct.set( bundle.product_id, new Set() )
);
subscriptionBundles.forEach( ( bundle ) =>
	optionsByProduct.set( bundle.id, new Set() )
);

/** The legal plan (law on call): its order line carries the subscriber's intake (sandbox/src/signup-legal.ts). */
export function isLegalPlanProductId( id: number ): boolean {
	return simpleProducts.some(
		( product ) => product.id === id && product.category === 'law-on-call'
	);
}

export function isCartProductId( id: number ): boolean {
	return optionsByProduct.has( id );
}

/**
 * Whether a product_option_id names one of the product's filing methods (null is always fine).
 * @param productId
 * @param optionId
 */
export function isProductOption(
	productId: number,
	optionId: number
): boolean {
	return optionsByProduct.get( productId )?.has( optionId ) ?? false;
}

export { OUTSIDE_US };
