import { priceForTerm } from '../../../src/pricing/terms';

describe( 'pro-rating by months: a yearly price x months / 12, to the cent', () => {
	it.each( [
		[ 'one year of a $149 agent', 149, 12, 149 ],
		[ '"2 Years" of a $149 agent', 149, 24, 298 ],
		[ '"3 Years" of a $149 agent', 149, 36, 447 ],
		[ '3 years at the $89 bulk price', 89, 36, 267 ],
		[ 'half a year of a $149 agent', 149, 6, 74.5 ],
		[ 'a $12.99 domain for 2 years', 12.99, 24, 25.98 ],
		[ 'a $15.99 domain for the 10-year maximum', 15.99, 120, 159.9 ],
		[ 'one month of $10 rounds to the cent', 10, 1, 0.83 ],
		[ 'nothing costs nothing', 0, 36, 0 ],
	] )( '%s', ( _name, yearly, months, expected ) => {
		expect( priceForTerm( yearly, months ) ).toBe( expected );
	} );
} );
