/**
 * Nonprofit corporation types and where each cannot be filed. New York forms religious corporations under
 * its Religious Corporations Law, not under the Not-for-Profit Corporation Law our filing uses, so a
 * religious nonprofit cannot be formed there through this form.
 */
export const NONPROFIT_TYPES = [
	'Charitable',
	'Non-Charitable',
	'Religious',
] as const;

export const NONPROFIT_TYPE_UNAVAILABLE_IN: Record<
	string,
	readonly string[]
> = {
	Religious: [ 'NY' ],
};

export const nonprofitTypeAvailableIn = (
	type: string,
	jurisdiction: string
): boolean =>
	! ( NONPROFIT_TYPE_UNAVAILABLE_IN[ type ] ?? [] ).includes( jurisdiction );

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
