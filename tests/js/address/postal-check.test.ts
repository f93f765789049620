import {
	backendCheckApplies,
	postalLookupInput,
	sameAsVerified,
	verifiedZip,
} from '../../../src/address/postal-check';

const verified = {
	line1: '1 MARKET ST',
	city: 'SAN FRANCISCO',
	state: 'CA',
	zip5: '94105',
	zip4: '0001',
	country: 'US',
};

describe( 'postal check: "Postal check needs US country, line1 at least 3 characters, zip at least 3" on a complete address', () => {
	it.each( [
		[
			'complete US address',
			{
				line1: '1 Market St',
				city: 'San Francisco',
				state: 'CA',
				zip: '94105',
				country: 'US',
			},
			true,
		],
		[
			'country left empty is the default, US',
			{
				line1: '1 Market St',
				city: 'San Francisco',
				state: 'CA',
				zip: '94105',
			},
			true,
		],
		[
			'line1 of 2 characters',
			{
				line1: '1 ',
				city: 'San Francisco',
				state: 'CA',
				zip: '94105',
				country: 'US',
			},
			false,
		],
		[
			'zip of 2 characters',
			{
				line1: '1 Market St',
				city: 'San Francisco',
				state: 'CA',
				zip: '94',
				country: 'US',
			},
			false,
		],
		[
			'no city',
			{
				line1: '1 Market St',
				city: '',
				state: 'CA',
				zip: '94105',
				country: 'US',
			},
			false,
		],
		[
			'no state',
			{
				line1: '1 Market St',
				city: 'San Francisco',
				zip: '94105',
				country: 'US',
			},
			false,
		],
		[
			'outside the US',
			{
				line1: '10 Downing St',
				city: 'London',
				state: 'London',
				zip: 'SW1A 2AA',
				country: 'GB',
			},
			false,
		],
	] )( '%s: looked up %s', ( _what, address, lookedUp ) => {
		expect( postalLookupInput( address ) !== null ).toBe( lookedUp );
	} );

	it( 'sends the trimmed address', () => {
		expect(
			postalLookupInput( {
				line1: ' 1 Market St ',
				city: 'San Francisco ',
				state: 'CA',
				zip: ' 94105',
			} )
		).toEqual( {
			line1: '1 Market St',
			city: 'San Francisco',
			zip: '94105',
			state: 'CA',
			country: 'US',
		} );
	} );
} );

describe( 'verify prompt: "A differing result shows a verify prompt"', () => {
	const typed = ( overrides = {} ) => ( {
		line1: '1 MARKET ST',
		city: 'SAN FRANCISCO',
		state: 'CA',
		zip: '94105',
		country: 'US',
		...overrides,
	} );

	it.each( [
		[ 'the same address', typed(), true ],
		[ 'the same address with ZIP+4', typed( { zip: '94105-0001' } ), true ],
		[ 'another letter case', typed( { line1: '1 Market St' } ), false ],
		[ 'another city', typed( { city: 'OAKLAND' } ), false ],
		[ 'another zip', typed( { zip: '94106' } ), false ],
	] )( '%s: same %s', ( _what, address, same ) => {
		expect( sameAsVerified( address, verified ) ).toBe( same );
	} );

	it( 'takes ZIP+4 when the service knows the 4', () => {
		expect( verifiedZip( verified ) ).toBe( '94105-0001' );
		expect( verifiedZip( { ...verified, zip4: '' } ) ).toBe( '94105' );
	} );
} );

describe( 'backend check: "runs only for state WY, on the contact address, when enabled"', () => {
	const address = ( state: string, country = 'US' ) => ( {
		line1: '1 Main St',
		city: 'Cheyenne',
		zip: '82001',
		state,
		country,
	} );

	it.each( [
		[ 'WY, enabled', address( 'WY' ), true, true ],
		[ 'WY, disabled', address( 'WY' ), false, false ],
		[ 'CA, enabled', address( 'CA' ), true, false ],
		[ 'incomplete', null, true, false ],
	] )( '%s: checked %s', ( _what, input, enabled, checked ) => {
		expect( backendCheckApplies( input, enabled as boolean ) ).toBe(
			checked
		);
	} );
} );
