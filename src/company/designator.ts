/**
 * The company name's ending and the designator choice beside it say the same thing, so each follows the other:
 * typing "Acme L.L.C." chooses "L.L.C.", choosing "Limited Liability Company" turns "Acme LLC" into
 * "Acme Limited Liability Company".
 */

/** The endings an LLC's name may carry. */
export const LLC_DESIGNATORS = [
	'LLC',
	'L.L.C.',
	'Limited Liability Company',
] as const;

/** Entity types whose name carries an LLC ending. */
export const DESIGNATED_ENTITY_TYPES = [ 'LLC' ];

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/** The longest first, so "L.L.C." is never read as a shorter ending. */
const byLength = ( designators: readonly string[] ) =>
	[ ...designators ].sort( ( a, b ) => b.length - a.length );

const endingOf = (
	name: string,
	designators: readonly string[]
): { designator: string; at: number } | null => {
	for ( const designator of byLength( designators ) ) {
		const match = new RegExp(
			`(^|[\\s,]+)${ escape( designator ) }\\s*$`,
			'i'
		).exec( name );
		if ( match ) {
			return { designator, at: match.index };
		}
	}
	return null;
};

/**
 * The designator a name ends with (case aside), or null when it ends with none.
 */
export function designatorOf(
	name: string,
	designators: readonly string[] = LLC_DESIGNATORS
): string | null {
	return endingOf( name, designators )?.designator ?? null;
}

/**
 * The name with its ending replaced by `designator` (added when it has none). An empty name stays empty.
 */
export function withDesignator(
	name: string,
	designator: string,
	designators: readonly string[] = LLC_DESIGNATORS
): string {
	const ending = endingOf( name, designators );
	const base = ( ending ? name.slice( 0, ending.at ) : name ).trim();
	if ( ! base ) {
		return name;
	}
	return designator ? `${ base } ${ designator }` : base;
}
