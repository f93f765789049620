import { timeInHours } from './filing-methods';
import type { FilingMethod, ProcessingTime } from './types';

export interface DateRange {
	from: Date;
	to: Date;
}

const isWeekend = ( date: Date ) => date.getDay() === 0 || date.getDay() === 6;

/**
 * The date `days` business days (Monday to Friday) after `start`.
 */
export function addBusinessDays( start: Date, days: number ): Date {
	const date = new Date( start.getTime() );
	let left = Math.max( 0, Math.ceil( days ) );
	while ( left > 0 ) {
		date.setDate( date.getDate() + 1 );
		if ( ! isWeekend( date ) ) {
			left--;
		}
	}
	return date;
}

/**
 * When a processing time ends, as a range of business days: the earliest when the order reaches the state
 * the same day, the latest when it is queued for the next business day. Null when the time is unknown.
 */
export function estimatedRange(
	orderedAt: Date,
	time: ProcessingTime | null | undefined
): DateRange | null {
	const hours = timeInHours( time );
	if ( ! Number.isFinite( hours ) ) {
		return null;
	}
	const days = Math.max( 1, Math.ceil( hours / 24 ) );
	return {
		from: addBusinessDays( orderedAt, days ),
		to: addBusinessDays( orderedAt, days + 1 ),
	};
}

/**
 * The estimated filing range (from filed_in) and documents range (from docs_in) of a filing method.
 */
export function estimatedDates(
	orderedAt: Date,
	method: Pick< FilingMethod, 'filed_in' | 'docs_in' >
): { filed: DateRange | null; documents: DateRange | null } {
	return {
		filed: estimatedRange( orderedAt, method.filed_in ),
		documents: estimatedRange( orderedAt, method.docs_in ),
	};
}
