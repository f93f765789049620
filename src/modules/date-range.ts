import type { DateRange } from '../pricing/estimated-dates';

/**
 * Built on first use, not when the module loads: the first Intl.DateTimeFormat of a page loads the browser's
 * locale data (tens of milliseconds on a busy machine), and the forms that show dates show them on a later step,
 * so a page that built it up front would become usable later for nothing.
 */
let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * "Mon, Nov 30 – Tue, Dec 1".
 */
export function formatRange( range: DateRange ): string {
	dateFormat ??= new Intl.DateTimeFormat( 'en-US', {
		weekday: 'short',
		month: 'short',
		day: 'numeric',
	} );
	return `${ dateFormat.format( range.from ) } – ${ dateFormat.format(
		range.to
	) }`;
}
