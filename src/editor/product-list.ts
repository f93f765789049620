/**
 * The Products panel's state as pure functions over a block's `products` attribute (products as the form
 * configures them). Editing one field never touches a product's other keys, including keys
 * this panel does not know (durations, visibility ...), so products written by hand survive an edit.
 */
import { __, sprintf } from '@wordpress/i18n';

import { jurisdictionGroups } from '../jurisdictions';
import type { ConfiguredProduct } from '../cart/cart-config';
import {
	groupsOf,
	normalizeGroups,
	type ConditionGroup,
} from './condition-groups';

type Config = NonNullable< ConfiguredProduct[ 'config' ] > &
	Record< string, unknown >;
/** A configured product with whatever else it was written with. */
export type EditedProduct = Omit< ConfiguredProduct, 'config' > & {
	config?: Config;
} & Record< string, unknown >;

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	value !== null && typeof value === 'object' && ! Array.isArray( value );

/**
 * The products of an attribute value; entries that are not objects are left out of the panel.
 */
export const productsOf = ( value: unknown ): EditedProduct[] =>
	Array.isArray( value )
		? ( value.filter( isObject ) as EditedProduct[] )
		: [];

export const saveAsKeysOf = ( value: unknown ): string[] =>
	productsOf( value ).map( ( product ) => String( product.saveAs ?? '' ) );

/**
 * A key not yet used in the list: product1, product2 ...
 */
export function freeSaveAs( products: EditedProduct[] ): string {
	const used = new Set( products.map( ( product ) => product.saveAs ) );
	let n = products.length + 1;
	while ( used.has( `product${ n }` ) ) {
		n++;
	}
	return `product${ n }`;
}

/**
 * "Add product": a product with a free key and no category yet (the panel asks for one).
 */
export const addProduct = ( products: EditedProduct[] ): EditedProduct[] => [
	...products,
	{ saveAs: freeSaveAs( products ), category: '' },
];

export const removeProduct = (
	products: EditedProduct[],
	index: number
): EditedProduct[] => products.filter( ( _, at ) => at !== index );

/**
 * Sets keys; a key set to undefined is removed.
 */
function patched< T extends Record< string, unknown > >(
	object: T,
	patch: Record< string, unknown >
): T {
	const next: Record< string, unknown > = { ...object };
	for ( const [ key, value ] of Object.entries( patch ) ) {
		if ( value === undefined ) {
			delete next[ key ];
		} else {
			next[ key ] = value;
		}
	}
	return next as T;
}

/**
 * Changes keys of one product (undefined removes a key); the others stay as they are.
 */
export const updateProduct = (
	products: EditedProduct[],
	index: number,
	patch: Record< string, unknown >
): EditedProduct[] =>
	products.map( ( product, at ) =>
		at === index ? patched( product, patch ) : product
	);

/**
 * Changes keys of one product's config; a config left empty goes.
 */
export function updateProductConfig(
	products: EditedProduct[],
	index: number,
	patch: Record< string, unknown >
): EditedProduct[] {
	return products.map( ( product, at ) => {
		if ( at !== index ) {
			return product;
		}
		const config = patched(
			( isObject( product.config ) ? product.config : {} ) as Config,
			patch
		);
		return patched( product, {
			config: Object.keys( config ).length > 0 ? config : undefined,
		} );
	} );
}

/**
 * The trigger conditions to save from the condition editor: none left removes the key.
 */
export const triggerConditions = ( groups: ConditionGroup[] ) => {
	const kept = normalizeGroups( groups );
	return kept.length > 0 ? kept : undefined;
};

/**
 * A product id as typed: digits become a number, empty removes it, anything else stays as typed so the
 * panel can say what is wrong with it.
 */
export function productIdFromText( text: string ): number | string | undefined {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	return /^\d+$/.test( trimmed ) ? Number( trimmed ) : trimmed;
}

/**
 * An amount as typed ("89", "89.50"): a number, empty removes it, anything else stays as typed for the
 * panel to point out.
 */
export function amountFromText( text: string ): number | string | undefined {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	return /^\d+(\.\d+)?$/.test( trimmed ) ? Number( trimmed ) : trimmed;
}

/**
 * Registered-agent terms as typed, "12, 24, 36" → [12, 24, 36]; an item that is not a whole number stays as
 * typed for the panel to point out.
 */
export const termsFromText = ( text: string ): Array< number | string > =>
	text
		.split( /[\s,]+/ )
		.map( ( item ) => item.trim() )
		.filter( Boolean )
		.map( ( item ) => ( /^\d+$/.test( item ) ? Number( item ) : item ) );

/** Every jurisdiction code the state pickers offer. */
export const jurisdictionCodes = (): string[] =>
	jurisdictionGroups().flatMap( ( group ) =>
		group.options.map( ( option ) => option.value )
	);

/**
 * Jurisdiction codes as typed, "DE, wy" → ["DE", "WY"].
 */
export const jurisdictionsFromText = ( text: string ): string[] =>
	text
		.split( /[\s,]+/ )
		.map( ( code ) => code.trim().toUpperCase() )
		.filter( Boolean );

export interface ProductProblems {
	saveAs?: string;
	category?: string;
	productId?: string;
	jurisdictions?: string;
	conditions?: string;
	bulkPrice?: string;
	bulkQuantity?: string;
	durations?: string;
}

const isWholeAbove0 = ( value: unknown ) =>
	typeof value === 'number' && Number.isInteger( value ) && value > 0;

const SAVE_AS_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * What must be fixed in each product of a block: the key is required, a single word, and unique within
 * the block (the form keeps only the first product of a key); a category is required; the product id is a
 * whole number, and a bundle needs one; a jurisdiction limit names known jurisdictions, at least one; a
 * trigger has at least one condition (with none, the product would never reach the cart).
 */
export function productProblems(
	products: EditedProduct[]
): ProductProblems[] {
	const known = new Set( jurisdictionCodes() );
	return products.map( ( product, index ) => {
		const problems: ProductProblems = {};
		const saveAs = typeof product.saveAs === 'string' ? product.saveAs : '';
		const first = products.findIndex(
			( other ) => other.saveAs === product.saveAs
		);
		if ( saveAs.trim() === '' ) {
			problems.saveAs = __( 'Enter a key.', 'formation-orders' );
		} else if ( ! SAVE_AS_PATTERN.test( saveAs ) ) {
			problems.saveAs = __(
				'Use one word of letters, digits, "-" or "_", starting with a letter.',
				'formation-orders'
			);
		} else if ( first !== index ) {
			problems.saveAs = sprintf(
				/* translators: 1: the product key, 2: number of the product that has it first */
				__(
					'Product %2$d of this block already has the key "%1$s". Each key may be used once.',
					'formation-orders'
				),
				saveAs,
				first + 1
			);
		}
		if ( typeof product.category !== 'string' || product.category === '' ) {
			problems.category = __( 'Choose a category.', 'formation-orders' );
		}
		const id = product.product_id as unknown;
		if ( id !== undefined && ! isWholeAbove0( id ) ) {
			problems.productId = __(
				'Enter a whole number above 0, or leave it empty.',
				'formation-orders'
			);
		} else if ( id === undefined && product.category === 'bundle' ) {
			problems.productId = __(
				'A bundle needs the product ID of its catalog bundle.',
				'formation-orders'
			);
		}
		const price = product.bulkPrice as unknown;
		if (
			price !== undefined &&
			! ( typeof price === 'number' && price >= 0 )
		) {
			problems.bulkPrice = __(
				'Enter an amount in dollars, e.g. 89 or 89.50.',
				'formation-orders'
			);
		}
		const quantity = product.bulkQuantity as unknown;
		if ( quantity !== undefined && ! isWholeAbove0( quantity ) ) {
			problems.bulkQuantity = __(
				'Enter a whole number of states above 0.',
				'formation-orders'
			);
		} else if ( price !== undefined && quantity === undefined ) {
			problems.bulkQuantity = __(
				'Enter from how many states the bulk price applies.',
				'formation-orders'
			);
		}
		const terms = ( product.durations ?? [] ) as unknown[];
		if ( ! terms.every( isWholeAbove0 ) ) {
			problems.durations = __(
				'Terms are whole numbers of months, e.g. 12, 24, 36.',
				'formation-orders'
			);
		} else if (
			product.defaultDuration !== undefined &&
			! terms.includes( product.defaultDuration )
		) {
			problems.durations = sprintf(
				/* translators: %d: number of months */
				__(
					'The preselected term of %d months is not offered: the first term will be.',
					'formation-orders'
				),
				product.defaultDuration
			);
		}
		const config = isObject( product.config ) ? product.config : {};
		if ( config.jurisdiction_limit_toggle ) {
			const codes = Array.isArray( config.jurisdiction_limit_select )
				? ( config.jurisdiction_limit_select as unknown[] ).map(
						String
					)
				: [];
			const unknown = codes.filter( ( code ) => ! known.has( code ) );
			if ( codes.length === 0 ) {
				problems.jurisdictions = __(
					'Name at least one jurisdiction: with none, the product is never offered.',
					'formation-orders'
				);
			} else if ( unknown.length > 0 ) {
				problems.jurisdictions = sprintf(
					/* translators: %s: jurisdiction codes separated by commas */
					__( 'Unknown jurisdiction codes: %s.', 'formation-orders' ),
					unknown.join( ', ' )
				);
			}
		}
		if (
			config.fieldTriggerToggle &&
			normalizeGroups( groupsOf( config.orConditions ) ).length === 0
		) {
			problems.conditions = __(
				'Add a condition: with none, the product never reaches the cart.',
				'formation-orders'
			);
		}
		return problems;
	} );
}

export const hasProblems = ( problems: ProductProblems ) =>
	Object.keys( problems ).length > 0;
