import type { BillingType, SubscriptionBundle } from './types';

/** Entity types a subscription bundle is priced for: it carries only llc_price and corp_price. */
const BUNDLE_ENTITY_TYPES = [ 'LLC', 'Corp' ] as const;
type BundleEntityType = ( typeof BUNDLE_ENTITY_TYPES )[ number ];

const isBundleEntityType = (
	entityType: string
): entityType is BundleEntityType =>
	( BUNDLE_ENTITY_TYPES as readonly string[] ).includes( entityType );

/**
 * "A subscription bundle is offered only when state and entity type are chosen and the entity type is LLC or
 * Corp."
 */
export function subscriptionBundleOffered(
	state: string | null | undefined,
	entityType: string | null | undefined
): boolean {
	return (
		Boolean( state ) &&
		Boolean( entityType ) &&
		isBundleEntityType( entityType ?? '' )
	);
}

export type BundleMatch =
	| { bundle: SubscriptionBundle; price: number; warning?: undefined }
	| { bundle?: undefined; price?: undefined; warning?: string };

/**
 * The subscription bundle for a state and entity type, with its yearly price (llc_price or corp_price). When
 * none matches, the console warning "subscription bundle mode attempted, but no bundle was matched for
 * {state}".
 */
export function matchSubscriptionBundle(
	bundles: SubscriptionBundle[],
	state: string | null | undefined,
	entityType: string | null | undefined
): BundleMatch {
	if ( ! subscriptionBundleOffered( state, entityType ) ) {
		return {};
	}
	const bundle = bundles.find(
		( candidate ) => candidate.jurisdiction === state
	);
	if ( ! bundle ) {
		return {
			warning: `subscription bundle mode attempted, but no bundle was matched for ${ state }`,
		};
	}
	return {
		bundle,
		price: entityType === 'Corp' ? bundle.corp_price : bundle.llc_price,
	};
}

/**
 * Whether a billing choice is refused: "Monthly billing with NP Corp is rejected when subscription bundles
 * are on." Returns the configured message to show, or null when the choice stands.
 */
export function refusedBillingMessage(
	billingType: BillingType,
	entityType: string | null | undefined,
	subscriptionBundlesOn: boolean,
	message: string
): string | null {
	return billingType === 'monthly' &&
		subscriptionBundlesOn &&
		entityType === 'NP Corp'
		? message
		: null;
}

/**
 * The billing type in force: a stored "monthly" counts as yearly while it is refused, so monthly and NP Corp
 * refuse each other whichever was chosen first.
 */
export function billingTypeInForce(
	chosen: BillingType,
	entityType: string | null | undefined,
	subscriptionBundlesOn: boolean
): BillingType {
	return refusedBillingMessage(
		chosen,
		entityType,
		subscriptionBundlesOn,
		'refused'
	) === null
		? chosen
		: 'yearly';
}
