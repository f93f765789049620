import {
	PHONE_REFRESH_COOLDOWN_MS,
	PhoneNumberLookup,
} from '../../../../blocks/phone-number-selection/phone-number-lookup';

const NUMBERS = [ '+14155550142', '+14155550178' ];

/** A lookup whose answers the test releases one by one. */
function controlledLookup( chosenNumber = '' ) {
	const pending: Array< {
		areaCode: string;
		resolve: ( numbers: string[] ) => void;
		reject: ( error: Error ) => void;
	} > = [];
	const fetchNumbers = jest.fn(
		( areaCode: string ) =>
			new Promise< string[] >( ( resolve, reject ) =>
				pending.push( { areaCode, resolve, reject } )
			)
	);
	const clearSelection = jest.fn();
	const lookup = new PhoneNumberLookup( fetchNumbers, {
		get: () => chosenNumber,
		clear: clearSelection,
	} );
	return { lookup, fetchNumbers, clearSelection, pending };
}

describe( 'phone number lookup', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it.each( [
		[ '415', true ],
		[ ' 415 ', true ],
		[ '41', false ],
		[ '4155', false ],
		[ 'abc', false ],
		[ '', false ],
	] )(
		'area code "%s" is looked up: %s (3 digits only)',
		( areaCode, looked ) => {
			const { lookup, fetchNumbers } = controlledLookup();
			lookup.areaCodeChanged( areaCode );
			expect( fetchNumbers ).toHaveBeenCalledTimes( looked ? 1 : 0 );
		}
	);

	it.each( [
		[ 'numbers', NUMBERS, 'loaded', NUMBERS ],
		[ 'none (the API’s 204)', [], 'none', [] ],
		[ 'a failure', null, 'failed', [] ],
	] )(
		'after %s: status %s, the list, and the chosen number cleared',
		async ( _case, answer, status, shown ) => {
			const { lookup, clearSelection, pending } = controlledLookup();
			lookup.numbers = [ '+13075550000' ];
			const done = lookup.areaCodeChanged( '415' );
			expect( lookup.status ).toBe( 'loading' );
			if ( answer === null ) {
				pending[ 0 ].reject( new Error( 'Server Error' ) );
			} else {
				pending[ 0 ].resolve( answer );
			}
			await done;
			expect( lookup.status ).toBe( status );
			expect( lookup.numbers ).toEqual( shown );
			expect( clearSelection ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'keeps a number restored with the form when the first answer still offers it, and clears it after', async () => {
		const { lookup, clearSelection, pending } = controlledLookup(
			NUMBERS[ 1 ]
		);
		const first = lookup.areaCodeChanged( '415' );
		pending[ 0 ].resolve( NUMBERS );
		await first;
		expect( clearSelection ).not.toHaveBeenCalled();

		jest.advanceTimersByTime( PHONE_REFRESH_COOLDOWN_MS );
		const again = lookup.refresh();
		pending[ 1 ].resolve( NUMBERS );
		await again;
		expect( clearSelection ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'clears a restored number the first answer no longer offers', async () => {
		const { lookup, clearSelection, pending } =
			controlledLookup( '+14155550999' );
		const first = lookup.areaCodeChanged( '415' );
		pending[ 0 ].resolve( NUMBERS );
		await first;
		expect( clearSelection ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'drops a stale answer: the numbers of the latest area code stay', async () => {
		const { lookup, pending, clearSelection } = controlledLookup();
		const first = lookup.areaCodeChanged( '415' );
		const second = lookup.areaCodeChanged( '212' );
		pending[ 1 ].resolve( [ '+12125550100' ] );
		await second;
		pending[ 0 ].resolve( NUMBERS );
		await first;
		expect( lookup.numbers ).toEqual( [ '+12125550100' ] );
		expect( clearSelection ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not ask again for the area code it already looked up', () => {
		const { lookup, fetchNumbers } = controlledLookup();
		lookup.areaCodeChanged( '415' );
		lookup.areaCodeChanged( '415' );
		expect( fetchNumbers ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps refresh disabled for 5000 ms after a request', async () => {
		const { lookup, fetchNumbers, pending } = controlledLookup();
		expect( PHONE_REFRESH_COOLDOWN_MS ).toBe( 5000 );
		expect( lookup.canRefresh ).toBe( false );
		const done = lookup.areaCodeChanged( '415' );
		pending[ 0 ].resolve( NUMBERS );
		await done;
		expect( lookup.canRefresh ).toBe( false );
		lookup.refresh();
		expect( fetchNumbers ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 4999 );
		expect( lookup.canRefresh ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( lookup.canRefresh ).toBe( true );
		lookup.refresh();
		expect( fetchNumbers ).toHaveBeenCalledTimes( 2 );
		expect( fetchNumbers ).toHaveBeenLastCalledWith( '415' );
		expect( lookup.canRefresh ).toBe( false );
	} );

	it( 'drops an answer that arrives after the module is gone', async () => {
		const { lookup, pending, clearSelection } = controlledLookup();
		const done = lookup.areaCodeChanged( '415' );
		lookup.dispose();
		pending[ 0 ].resolve( NUMBERS );
		await done;
		expect( lookup.numbers ).toEqual( [] );
		expect( clearSelection ).not.toHaveBeenCalled();
	} );
} );
