/**
 * The breakdown under each line of the Order Summary: its parts add up to the line's price, so that the
 * visitor can follow every discount from the price it is taken from.
 */
import { partsOf } from '../../../../blocks/order-summary/SummaryLine';
import type { ConfiguredProduct } from '../../../../src/cart/cart-config';
import { lineTotal } from '../../../../src/pricing/cart-lines';
import { sumMoney } from '../../../../src/pricing/money';
import { RootStore } from '../../../../src/store/RootStore';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';

/** The LLC formation demo page's cart: agent and free formation, an expedited filing on request. */
const FORMATION: ConfiguredProduct[] = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
	{ saveAs: 'formation', category: 'formation', primary: true },
];

let store: RootStore;

afterEach( () => store.dispose() );

/** The cart's lines in California with these coupons applied. */
async function californiaLines( coupons: string[] ) {
	const config = testConfig( { formType: 'business-formation' } );
	config.form.steps[ 0 ].modules.push( {
		name: 'optional-products',
		attributes: { products: FORMATION },
	} );
	store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	store.formData.set( 'companyInformation.state', {
		key: 'CA',
		value: 'California',
	} );
	await settle();
	coupons.forEach( ( code ) =>
		expect( store.cart.applyCouponCode( code ) ).toBe( 'applied' )
	);
	return store.cart.lines;
}

const shown = ( parts: ReturnType< typeof partsOf > ) =>
	parts.map( ( part ) => [ part.label, part.amount ] );

describe( 'the parts of a summary line', () => {
	it( 'a coupon on a line without a state fee starts from the service price it discounts', async () => {
		const agent = ( await californiaLines( [ 'AGENT10' ] ) ).find(
			( line ) => line.saveAs === 'registeredAgent'
		);
		expect( agent && lineTotal( agent ) ).toBe( 134.1 );
		expect( agent && shown( partsOf( agent ) ) ).toEqual( [
			[ 'Service', 149 ],
			[ 'Discount (AGENT10)', -14.9 ],
		] );
	} );

	it.each( [
		[ 'no coupon', [] ],
		[ 'AGENT10 on the agent', [ 'AGENT10' ] ],
		[ 'SAVE20 on the agent', [ 'SAVE20' ] ],
		[ 'FORMATION50 on the formation and its state fee', [ 'FORMATION50' ] ],
		[ 'AGENT10 and FORMATION50', [ 'AGENT10', 'FORMATION50' ] ],
	] )(
		'with %s, every line that shows parts adds them up to its price',
		async ( _name, coupons: string[] ) => {
			const lines = await californiaLines( coupons );
			expect( lines.length ).toBeGreaterThan( 1 );
			for ( const line of lines ) {
				const parts = partsOf( line );
				if ( parts.length > 0 ) {
					expect( [
						line.saveAs,
						sumMoney( parts.map( ( part ) => part.amount ) ),
					] ).toEqual( [ line.saveAs, lineTotal( line ) ] );
				}
			}
		}
	);

	it( 'a line that is its price alone shows no parts', async () => {
		const agent = ( await californiaLines( [] ) ).find(
			( line ) => line.saveAs === 'registeredAgent'
		);
		expect( agent && partsOf( agent ) ).toEqual( [] );
	} );
} );
