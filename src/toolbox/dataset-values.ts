/**
 * The placeholders a toolbox dataset may hold instead of a fixed value, resolved when the form is filled:
 * - "+N" (exp_year only, or any field named like a year): the year N years from now;
 * - "{{today+N}}" / "{{today-N}}" / "{{today}}": a date N days from today, MM/DD/YYYY as the date rule reads it;
 * - "{{testName}}": the test name, the test prefix, the developer's name and the date and time, so that every
 *   order a developer places can be told apart from a customer's and from their other test orders.
 * No imports: the e2e tests resolve datasets with the same code.
 */
export const TEST_NAME_PREFIX = 'TEST';

export interface FillContext {
	now: Date;
	developerName: string;
}

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

export function formatDate( date: Date ): string {
	return `${ pad( date.getMonth() + 1 ) }/${ pad(
		date.getDate()
	) }/${ date.getFullYear() }`;
}

/**
 * TEST Ada Lovelace 2026-11-23 15:04: the developer's name without characters a name field refuses.
 */
export function testName( context: FillContext ): string {
	const { now } = context;
	const developer =
		context.developerName.replace( /[^\p{L}\p{N} .'-]/gu, '' ).trim() ||
		'Developer';
	return `${ TEST_NAME_PREFIX } ${ developer } ${ now.getFullYear() }-${ pad(
		now.getMonth() + 1
	) }-${ pad( now.getDate() ) } ${ pad( now.getHours() ) }:${ pad( now.getMinutes() ) }`;
}

/**
 * One dataset value with its placeholders resolved; anything but a string is returned as it is.
 */
export function resolveDatasetValue(
	value: unknown,
	context: FillContext
): unknown {
	if ( typeof value !== 'string' ) {
		return value;
	}
	if ( /^\+\d+$/.test( value ) ) {
		return String( context.now.getFullYear() + Number( value.slice( 1 ) ) );
	}
	return value
		.replace( /\{\{today(?:([+-])(\d+))?\}\}/g, ( _, sign, days ) => {
			const date = new Date( context.now.getTime() );
			const offset = days ? Number( days ) : 0;
			date.setDate(
				date.getDate() + ( sign === '-' ? -offset : offset )
			);
			return formatDate( date );
		} )
		.replace( /\{\{testName\}\}/g, () => testName( context ) );
}
