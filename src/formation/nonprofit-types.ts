import { PUBLIC_BENEFIT_STATES } from '../pricing/state-rules';

/**
 * Nonprofit corporation types. New York, the one state where we form a nonprofit corporation, files charitable,
 * non-charitable, religious and mutual-benefit corporations. A public benefit corporation is formed only in
 * Arizona and Nevada, so choosing it for a New York nonprofit is asked about, as any type a chosen jurisdiction
 * does not file is.
 */
export const NONPROFIT_TYPES = [
	'Charitable',
	'Non-Charitable',
	'Religious',
	'Mutual Benefit',
	'Public Benefit',
] as const;

/** Types filed only in the jurisdictions listed; every other type is filed wherever a nonprofit is. */
export const NONPROFIT_TYPE_ONLY_IN: Record< string, readonly string[] > = {
	'Public Benefit': PUBLIC_BENEFIT_STATES,
};

export const nonprofitTypeAvailableIn = (
	type: string,
	jurisdiction: string
): boolean => NONPROFIT_TYPE_ONLY_IN[ type ]?.includes( jurisdiction ) ?? true;

/**
 * The jurisdictions among those chosen where the type cannot be filed, in the order given.
 */
export const jurisdictionsRefusing = (
	type: string,
	jurisdictions: readonly string[]
): string[] =>
	jurisdictions.filter(
		( jurisdiction ) => ! nonprofitTypeAvailableIn( type, jurisdiction )
	);
