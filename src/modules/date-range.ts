import type { DateRange } from '../pricing/estimated-dates';

const dateFormat = new Intl.DateTimeFormat( 'en-US', {
	weekday: 'short',
	month: 'short',
	day: 'numeric',
} );

/**
 * "Mon, Nov 30 – Tue, Dec 1".
 * @param range
 */
export function formatRange( range: DateRange ): string {
	return `${ dateFormat.format( range.from ) } – ${ dateFormat.format(
		range.to
	) }`;
}
