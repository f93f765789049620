import {
	addBusinessDays,
	estimatedDates,
	estimatedRange,
} from '../../../src/pricing/estimated-dates';

// Local dates: Monday 23 November 2026 (business days skip Saturday and Sunday).
const monday = new Date( 2026, 10, 23, 9, 0 );
const friday = new Date( 2026, 10, 27, 9, 0 );
const day = ( date: Date | undefined ) =>
	date ? `${ date.getMonth() + 1 }/${ date.getDate() }` : 'none';

describe( 'estimated date ranges in business days, from filed_in / docs_in', () => {
	it.each( [
		[ monday, 0, '11/23' ],
		[ monday, 1, '11/24' ],
		[ monday, 4, '11/27' ],
		[ monday, 5, '11/30' ], // the weekend is skipped
		[ friday, 1, '11/30' ],
		[ friday, 10, '12/11' ],
	] )( '%p plus %p business days is %s', ( start, days, expected ) => {
		expect( day( addBusinessDays( start, days ) ) ).toBe( expected );
	} );

	it.each( [
		[ { days: 3 }, '11/26', '11/27' ],
		[ { hours: 4 }, '11/24', '11/25' ], // same-day work still lands the next business day
		[ { hours: 72 }, '11/26', '11/27' ],
		[ { days: 5 }, '11/30', '12/1' ],
	] )( '%j ordered on a Monday → %s to %s', ( time, from, to ) => {
		const range = estimatedRange( monday, time );
		expect( [ day( range?.from ), day( range?.to ) ] ).toEqual( [
			from,
			to,
		] );
	} );

	it( 'gives no range for an unknown time', () => {
		expect( estimatedRange( monday, null ) ).toBeNull();
	} );

	it( 'gives a filing and a documents range per method', () => {
		const dates = estimatedDates( friday, {
			filed_in: { days: 2 },
			docs_in: { days: 4 },
		} );
		expect( [ day( dates.filed?.from ), day( dates.filed?.to ) ] ).toEqual(
			[ '12/1', '12/2' ]
		);
		expect( [
			day( dates.documents?.from ),
			day( dates.documents?.to ),
		] ).toEqual( [ '12/3', '12/4' ] );
	} );
} );
