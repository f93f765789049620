import { formTypeOf } from '../submission/form-types';
import { productSoldIn } from './state-rules';

/** A configured product's display limits; every list left empty means "no limit". */
export interface VisibilityRules {
	saveAs: string;
	/** The product's catalog category: the kind the state rules read when no other kind is set. */
	category?: string;
	/** The kind used by the state rules (e.g. "law-on-call"), when it is not the product's category. */
	kind?: string;
	states?: string[];
	hiddenStates?: string[];
	formTypes?: string[];
	entityTypes?: string[];
}

export interface VisibilityContext {
	state: string | null;
	formType: string;
	entityType: string | null;
}

export const TRADE_NAME = 'tradeName';
export const TRADE_NAME_HIDDEN_STATES = [ 'NM', 'WV' ];

/**
 * "Products are hidden per state, per form type and per entity-type whitelist; the trade name product is
 * hidden in NM and WV for formation and foreign registration forms."
 */
export function productVisible(
	rules: VisibilityRules,
	{ state, formType, entityType }: VisibilityContext
): boolean {
	if ( rules.formTypes?.length && ! rules.formTypes.includes( formType ) ) {
		return false;
	}
	if (
		rules.entityTypes?.length &&
		( ! entityType || ! rules.entityTypes.includes( entityType ) )
	) {
		return false;
	}
	if ( ! state ) {
		return true;
	}
	if ( rules.states?.length && ! rules.states.includes( state ) ) {
		return false;
	}
	if ( rules.hiddenStates?.includes( state ) ) {
		return false;
	}
	// The state rules hold for every product of their kind, whether or not an editor said which kind it is: a
	// law-on-call product added in the Products panel is sold in Utah only, like the one of a pattern.
	const kind = rules.kind ?? rules.category;
	if ( kind && ! productSoldIn( kind, state ) ) {
		return false;
	}
	return ! (
		rules.saveAs === TRADE_NAME &&
		TRADE_NAME_HIDDEN_STATES.includes( state ) &&
		formTypeOf( formType ).tradeNameRestricted
	);
}

/** What the visibility of a configured product (src/cart/cart-config.ts) reads. */
interface OfferedProduct {
	saveAs: string;
	category: string;
	visibility?: Omit< VisibilityRules, 'saveAs' >;
}

/**
 * Whether a configured product is offered: its own display limits, and the state rule of its kind, which is its
 * catalog category unless an editor named another.
 */
export function productOffered(
	product: OfferedProduct,
	context: VisibilityContext
): boolean {
	return productVisible(
		{
			saveAs: product.saveAs,
			category: product.category,
			...product.visibility,
		},
		context
	);
}

/** Categories the two dependency rules look at. */
export const VOICE_OFFICE_CATEGORY = 'voice-office';
export const PHONE_SERVICE_CATEGORY = 'phone-service';
export const OVERSEAS_SHIPPING_CATEGORY = 'overseas-shipping';
export const BOOK_OR_SEAL_CATEGORIES = [ 'corporate-book', 'corporate-seal' ];

/**
 * "Phone service is disabled if any voice-office product is checked. Overseas shipping is disabled unless a
 * book or seal product is checked." Returns whether a product of `category` is disabled.
 * @param checkedCategories Categories of the products currently checked.
 */
export function productDisabled(
	category: string,
	checkedCategories: readonly string[]
): boolean {
	if ( category === PHONE_SERVICE_CATEGORY ) {
		return checkedCategories.includes( VOICE_OFFICE_CATEGORY );
	}
	if ( category === OVERSEAS_SHIPPING_CATEGORY ) {
		return ! checkedCategories.some( ( checked ) =>
			BOOK_OR_SEAL_CATEGORIES.includes( checked )
		);
	}
	return false;
}
