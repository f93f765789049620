/**
 * VIN lookup: "called when the VIN is exactly 17 characters and changed; sent only if make, model or year is
 * empty; fills only empty fields (null when missing); throttled to 3 seconds".
 */
import {
	fillsFrom,
	normalizedVin,
	VinDecoding,
	VIN_THROTTLE_MS,
} from '../../../src/vehicles/vin-decoding';

const HONDA = '1HGCM82633A004352';
const TESLA = '5YJ3E1EA7KF317000';
const FORD = '1FTFW1ET5DFC10312';

/** A clock the test moves by hand. */
function manualClock() {
	let now = 1000000;
	const timers: Array< { at: number; run: () => void; live: boolean } > = [];
	return {
		now: () => now,
		setTimeout: ( run: () => void, ms: number ) => {
			const timer = { at: now + ms, run, live: true };
			timers.push( timer );
			return timer;
		},
		clearTimeout: ( handle: unknown ) => {
			( handle as { live: boolean } ).live = false;
		},
		advance( ms: number ) {
			now += ms;
			timers
				.filter( ( timer ) => timer.live && timer.at <= now )
				.forEach( ( timer ) => {
					timer.live = false;
					timer.run();
				} );
		},
	};
}

function decodingWithClock() {
	const asked: string[] = [];
	const clock = manualClock();
	const decoding = new VinDecoding( ( vin ) => asked.push( vin ), clock );
	return { asked, clock, decoding };
}

describe( 'when a VIN is looked up', () => {
	it.each( [
		[
			'a 17-character VIN, make model and year empty',
			HONDA,
			{},
			[ HONDA ],
		],
		[ '16 characters', HONDA.slice( 0, 16 ), {}, [] ],
		[
			'make missing',
			HONDA,
			{ vehicleModel: 'Accord', vehicleYear: '2003' },
			[ HONDA ],
		],
		[
			'year missing',
			HONDA,
			{ vehicleMake: 'HONDA', vehicleModel: 'Accord' },
			[ HONDA ],
		],
		[
			'make, model and year all typed',
			HONDA,
			{
				vehicleMake: 'HONDA',
				vehicleModel: 'Accord',
				vehicleYear: '2003',
			},
			[],
		],
	] )( '%s', ( _case, vin, vehicle, expected ) => {
		const { asked, decoding } = decodingWithClock();
		decoding.vinChanged( vin, vehicle );
		expect( asked ).toEqual( expected );
	} );

	it( 'only when the VIN changed', () => {
		const { asked, clock, decoding } = decodingWithClock();
		decoding.vinChanged( HONDA, {} );
		clock.advance( VIN_THROTTLE_MS * 2 );
		decoding.vinChanged( HONDA, {} );
		expect( asked ).toEqual( [ HONDA ] );
	} );
} );

describe( 'throttled to 3 seconds', () => {
	it.each( [
		// ms after the first lookup a second VIN is typed, lookups at once, lookups once the 3 s are over
		[ 500, [ HONDA ], [ HONDA, TESLA ] ],
		[ 2999, [ HONDA ], [ HONDA, TESLA ] ],
		[ 3000, [ HONDA, TESLA ], [ HONDA, TESLA ] ],
	] )(
		'a new VIN %i ms later: %j at once, %j after the wait',
		( after, atOnce, afterWait ) => {
			const { asked, clock, decoding } = decodingWithClock();
			decoding.vinChanged( HONDA, {} );
			clock.advance( after );
			decoding.vinChanged( TESLA, {} );
			expect( asked ).toEqual( atOnce );
			clock.advance( VIN_THROTTLE_MS );
			expect( asked ).toEqual( afterWait );
		}
	);

	it( 'of several VINs typed within the wait, only the last is looked up', () => {
		const { asked, clock, decoding } = decodingWithClock();
		decoding.vinChanged( HONDA, {} );
		clock.advance( 1000 );
		decoding.vinChanged( TESLA, {} );
		clock.advance( 1000 );
		decoding.vinChanged( FORD, {} );
		clock.advance( 1000 );
		expect( asked ).toEqual( [ HONDA, FORD ] );
	} );

	it( 'a waiting lookup is dropped when the row goes away', () => {
		const { asked, clock, decoding } = decodingWithClock();
		decoding.vinChanged( HONDA, {} );
		decoding.vinChanged( TESLA, {} );
		decoding.cancel();
		clock.advance( VIN_THROTTLE_MS );
		expect( asked ).toEqual( [ HONDA ] );
	} );
} );

describe( 'a decoded VIN fills only empty fields', () => {
	const decoded = { make: 'HONDA', model: 'Accord', year: '2003' };
	it.each( [
		[
			'everything empty',
			{},
			decoded,
			{
				vehicleMake: 'HONDA',
				vehicleModel: 'Accord',
				vehicleYear: '2003',
			},
		],
		[
			'make typed by the visitor',
			{ vehicleMake: 'Acura' },
			decoded,
			{ vehicleModel: 'Accord', vehicleYear: '2003' },
		],
		[
			'only blanks typed',
			{ vehicleYear: '  ' },
			decoded,
			{
				vehicleMake: 'HONDA',
				vehicleModel: 'Accord',
				vehicleYear: '2003',
			},
		],
		[
			'the service knows no model (null)',
			{},
			{ make: 'HONDA', model: null, year: null },
			{ vehicleMake: 'HONDA' },
		],
		[ 'an unknown VIN', {}, { make: null, model: null, year: null }, {} ],
	] )( '%s', ( _case, vehicle, answer, fills ) => {
		expect( fillsFrom( vehicle, answer ) ).toEqual( fills );
	} );
} );

it.each( [
	[ '1hgcm82633a004352', HONDA ],
	[ `${ HONDA }XYZ`, HONDA ],
] )( 'the VIN %s is kept as %s: upper case, 17 characters', ( typed, kept ) => {
	expect( normalizedVin( typed ) ).toBe( kept );
} );
