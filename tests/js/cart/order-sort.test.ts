/**
 * The order of the lines: by each product's place (lower first, 100 when the editor set none), the editor's
 * list order kept within a place.
 */
import { buildCart } from '../../../src/cart/build-cart';
import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { cartCatalog } from '../store/fake-catalog';

const linesOf = ( configured: ConfiguredProduct[] ) =>
	buildCart( {
		configured,
		formType: 'business-formation',
		state: 'CA',
		entityType: 'LLC',
		productState: {},
		valueAt: () => undefined,
		taxIdSelection: null,
		businessIdentity: false,
		domainCart: [],
		couponCodes: [],
		catalog: cartCatalog,
	} ).lines.map( ( line ) => line.saveAs );

const agent: ConfiguredProduct = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
};
const formation: ConfiguredProduct = {
	saveAs: 'formation',
	category: 'formation',
	primary: true,
};
const book: ConfiguredProduct = {
	saveAs: 'corporateBook',
	category: 'corporate-book',
	primary: true,
};

describe( 'the order of the lines', () => {
	it( 'with no place set, is the editor’s list order', () => {
		expect( linesOf( [ agent, formation, book ] ) ).toEqual( [
			'registeredAgent',
			'formation',
			'corporateBook',
		] );
	} );

	it( 'puts a lower place first and a higher one last; 100 is where an unset one stands', () => {
		expect(
			linesOf( [ agent, formation, { ...book, orderSort: 10 } ] )
		).toEqual( [ 'corporateBook', 'registeredAgent', 'formation' ] );
		expect(
			linesOf( [
				{ ...agent, orderSort: 101 },
				{ ...formation, orderSort: 100 },
				book,
			] )
		).toEqual( [ 'formation', 'corporateBook', 'registeredAgent' ] );
	} );

	it( 'a place written by hand that is not a number counts as unset', () => {
		expect(
			linesOf( [
				{ ...agent, orderSort: 'first' as unknown as number },
				{ ...formation, orderSort: 100 },
				{ ...book, orderSort: 99 },
			] )
		).toEqual( [ 'corporateBook', 'registeredAgent', 'formation' ] );
	} );
} );
