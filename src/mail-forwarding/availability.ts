import type { ConfiguredProduct } from '../cart/cart-config';
import { LIST_LIMITS } from '../validation/field-rules';

/** State to the mf/vo product categories sold there (the settings' map); undefined means no limit. */
export type AvailabilityMap = Readonly< Record< string, readonly string[] > >;

export interface MailForwardingOptions {
	/** The options the visitor may choose in the state, in the block's order. */
	available: ConfiguredProduct[];
	/** The options shown but not sold in the state: they cannot be chosen. */
	unavailable: ConfiguredProduct[];
}

/**
 * "Availability per state is limited by a configured map": an option is sold in a state when the map lists its
 * category there. Without a map every option is sold everywhere; without a state none can be chosen yet.
 */
export function optionsIn(
	options: readonly ConfiguredProduct[],
	state: string | null,
	map: AvailabilityMap | undefined
): MailForwardingOptions {
	const sold = ( option: ConfiguredProduct ) =>
		state !== null &&
		( map === undefined ||
			( map[ state ] ?? [] ).includes( option.category ) );
	return {
		available: options.filter( sold ),
		unavailable: options.filter( ( option ) => ! sold( option ) ),
	};
}

/**
 * "Multi-state mail forwarding options must be selected when more than one option exists": the visitor's
 * choice while it is available; the only option when there is one; otherwise none (a choice is required).
 */
export function chosenOption(
	available: readonly ConfiguredProduct[],
	selected: string | null | undefined
): string | null {
	if (
		selected &&
		available.some( ( option ) => option.saveAs === selected )
	) {
		return selected;
	}
	return available.length === 1 ? available[ 0 ].saveAs : null;
}

/** Whether the visitor has to pick: more than one option is sold in the state. */
export const selectionNeeded = ( available: readonly ConfiguredProduct[] ) =>
	available.length > 1;

/**
 * The configuration mistakes logged to the console, in the catalogue's words: two options with one key
 * ("duplicate mf/vo product key"), and a category the settings' map names that no option of the block has
 * ("could not match mf/vo product, check settings").
 */
export function configurationProblems(
	options: readonly ConfiguredProduct[],
	map: AvailabilityMap | undefined
): string[] {
	const problems: string[] = [];
	const keys = new Set< string >();
	for ( const option of options ) {
		if ( keys.has( option.saveAs ) ) {
			problems.push( `duplicate mf/vo product key: ${ option.saveAs }` );
		}
		keys.add( option.saveAs );
	}
	const categories = new Set( options.map( ( option ) => option.category ) );
	const unmatched = new Set(
		Object.values( map ?? {} )
			.flat()
			.filter( ( category ) => ! categories.has( category ) )
	);
	for ( const category of unmatched ) {
		problems.push(
			`could not match mf/vo product, check settings: ${ category }`
		);
	}
	return problems;
}

export const RECIPIENTS_MIN = LIST_LIMITS.recipients.min;
export const RECIPIENTS_MAX = LIST_LIMITS.recipients.max;
/** A ceiling for the configured maximum, so a typo cannot make a form of hundreds of rows. */
export const RECIPIENTS_CEILING = 20;

/**
 * "Recipients list (first name, last name), minimum 1, maximum 4 by default": the block's bounds, the
 * minimum at least 1 and never above the maximum; a bound that is not a whole number takes its default.
 */
export function recipientBounds(
	min: number,
	max: number
): { min: number; max: number } {
	const whole = ( value: number, fallback: number ) =>
		Number.isInteger( value ) &&
		value >= RECIPIENTS_MIN &&
		value <= RECIPIENTS_CEILING
			? value
			: fallback;
	const upper = whole( max, RECIPIENTS_MAX );
	return { min: Math.min( whole( min, RECIPIENTS_MIN ), upper ), max: upper };
}

/** How many recipient rows the form shows: those entered, at least the minimum, at most the maximum. */
export const recipientRows = (
	entered: number,
	bounds: { min: number; max: number }
) => Math.min( Math.max( entered, bounds.min ), bounds.max );
