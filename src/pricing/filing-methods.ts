import { _n, sprintf } from '@wordpress/i18n';

import type { FilingMethod, ProcessingTime } from './types';

/** The processing label a filing method shows when the form configures none. */
export const DEFAULT_FILING_TIME_LABEL = 'Processed by State in {{filed_in}}';

/**
 * A processing time in hours: `hours` when given, otherwise `days` x 24; unknown times sort last.
 */
export function timeInHours( time: ProcessingTime | null | undefined ): number {
	if ( typeof time?.hours === 'number' && time.hours > 0 ) {
		return time.hours;
	}
	if ( typeof time?.days === 'number' && time.days > 0 ) {
		return time.days * 24;
	}
	return Number.POSITIVE_INFINITY;
}

/**
 * "Filing methods sort by cost, then filing time in hours, then documents time." A new array.
 */
export function sortFilingMethods( methods: FilingMethod[] ): FilingMethod[] {
	return [ ...methods ].sort(
		( a, b ) =>
			a.cost - b.cost ||
			compareHours(
				timeInHours( a.filed_in ),
				timeInHours( b.filed_in )
			) ||
			compareHours( timeInHours( a.docs_in ), timeInHours( b.docs_in ) )
	);
}

function compareHours( a: number, b: number ): number {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

/**
 * "Filing time text uses hours under 24, else rounded days": "4 hours", "1 hour", "3 days", "1 day".
 * Empty when the time is unknown.
 */
export function filingTimeText(
	time: ProcessingTime | null | undefined
): string {
	const hours = timeInHours( time );
	if ( ! Number.isFinite( hours ) ) {
		return '';
	}
	if ( hours < 24 ) {
		return sprintf(
			/* translators: %d: number of hours. */
			_n( '%d hour', '%d hours', hours, 'formation-orders' ),
			hours
		);
	}
	const days = Math.round( hours / 24 );
	return sprintf(
		/* translators: %d: number of days. */
		_n( '%d day', '%d days', days, 'formation-orders' ),
		days
	);
}

/**
 * The processing label of a method: the configured template (default "Processed by State in {{filed_in}}")
 * with {{filed_in}} and {{docs_in}} filled in.
 */
export function filingTimeLabel(
	method: FilingMethod,
	template: string = DEFAULT_FILING_TIME_LABEL
): string {
	const label = template.trim() === '' ? DEFAULT_FILING_TIME_LABEL : template;
	return label
		.replace( /\{\{\s*filed_in\s*\}\}/g, filingTimeText( method.filed_in ) )
		.replace( /\{\{\s*docs_in\s*\}\}/g, filingTimeText( method.docs_in ) );
}

/**
 * The filing methods of one jurisdiction for an entity type, sorted; methods without entity types fit all.
 * A local jurisdiction narrows them to its own methods.
 */
export function filingMethodsFor(
	methods: FilingMethod[],
	{
		entityType,
		localJurisdiction,
	}: { entityType?: string | null; localJurisdiction?: string | null } = {}
): FilingMethod[] {
	return sortFilingMethods(
		methods.filter(
			( method ) =>
				( ! entityType ||
					! method.entity_types?.length ||
					method.entity_types.includes( entityType ) ) &&
				( localJurisdiction
					? method.local_jurisdiction === localJurisdiction
					: ! method.local_jurisdiction )
		)
	);
}

/**
 * The local jurisdictions (counties, cities) that have their own filing methods, in first-seen order.
 */
export function localJurisdictions( methods: FilingMethod[] ): string[] {
	return [
		...new Set(
			methods
				.map( ( method ) => method.local_jurisdiction )
				.filter( ( local ): local is string => Boolean( local ) )
		),
	];
}

/**
 * The local jurisdiction that stands when none is chosen: none while the state itself files, else the first
 * local one (a California trade name is filed with a county, never with the state).
 */
export function effectiveLocalJurisdiction(
	methods: FilingMethod[],
	chosen: string | null | undefined
): string | null {
	if ( chosen ) {
		return chosen;
	}
	return methods.some( ( method ) => ! method.local_jurisdiction )
		? null
		: ( localJurisdictions( methods )[ 0 ] ?? null );
}

/**
 * "Selecting a local jurisdiction auto-selects the first filing method": the key of the first of its sorted
 * methods, or null when it has none.
 */
export function firstFilingMethodKey(
	methods: FilingMethod[],
	localJurisdiction: string | null,
	entityType?: string | null
): string | null {
	return (
		filingMethodsFor( methods, { entityType, localJurisdiction } )[ 0 ]
			?.key ?? null
	);
}

/**
 * The selected method, or the first (cheapest) one when the selection is missing or stale.
 * @param methods Already filtered and sorted.
 */
export function selectedFilingMethod(
	methods: FilingMethod[],
	selectedKey: string | null | undefined
): FilingMethod | undefined {
	return (
		methods.find( ( method ) => method.key === selectedKey ) ?? methods[ 0 ]
	);
}

/** What a visitor chose for one product's filings, per jurisdiction (a product's productState holds them). */
export interface FilingSelections {
	selectedFilingMethodKeys?: Record< string, string >;
	selectedLocalJurisdiction?: Record< string, string >;
}

export interface FilingChoice {
	/** The jurisdiction the selections are kept under: the methods' own, else the state filed in. */
	jurisdiction: string;
	/** Null while the state itself files. */
	localJurisdiction: string | null;
	/** The methods offered there for the entity type, sorted. */
	methods: FilingMethod[];
	/** The chosen method while it is offered, else the first (cheapest); none when nothing is offered. */
	selected: FilingMethod | undefined;
}

/**
 * The filing method a product is shown and priced with; the order summary and the filing-method radios read
 * the same answer, so the method the visitor sees ticked is the one in the cart.
 * @param all        Every filing method of the filing product.
 * @param state      The state filed in, when the methods name no jurisdiction.
 * @param entityType The chosen entity type; methods limited to others are left out.
 * @param selections The product's chosen local jurisdiction and method, per jurisdiction.
 */
export function filingChoice(
	all: FilingMethod[],
	state: string,
	entityType: string | null,
	selections: FilingSelections | undefined
): FilingChoice {
	const jurisdiction = all[ 0 ]?.jurisdiction ?? state;
	const localJurisdiction = effectiveLocalJurisdiction(
		all,
		selections?.selectedLocalJurisdiction?.[ jurisdiction ]
	);
	const methods = filingMethodsFor( all, { entityType, localJurisdiction } );
	return {
		jurisdiction,
		localJurisdiction,
		methods,
		selected: selectedFilingMethod(
			methods,
			selections?.selectedFilingMethodKeys?.[ jurisdiction ]
		),
	};
}

/**
 * The filing a subscription bundle includes: the first (cheapest) of the methods offered that is not expedited,
 * as the bundle's price holds the standard filing only; none when every method offered is expedited.
 * @param methods Already filtered and sorted.
 */
export function standardFilingMethod(
	methods: FilingMethod[]
): FilingMethod | undefined {
	return methods.find( ( method ) => method.type !== 'expedited' );
}
