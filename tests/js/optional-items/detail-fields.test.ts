import { setLocaleData } from '@wordpress/i18n';

import { productDetailFields } from '../../../blocks/optional-products/fields';
import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import type { ProductData } from '../../../src/form-data/form-data-tree';
import { certificateQuantity } from '../../../src/optional-items/supplies';
import { FormDataStore } from '../../../src/store/FormDataStore';
import { validate } from '../../../src/validation/validate';

setLocaleData( {}, 'formation-orders' );

const notary: ConfiguredProduct = {
	saveAs: 'notaryStamp',
	category: 'notary-stamp',
};
const processAgent: ConfiguredProduct = {
	saveAs: 'processAgent',
	category: 'process-agent',
};
const tradeName: ConfiguredProduct = {
	saveAs: 'tradeName',
	category: 'trade-name',
};

const errorsOf = (
	product: ConfiguredProduct,
	data: ProductData,
	state = 'FL'
) => {
	const formData = new FormDataStore( 'business-formation', '1' );
	formData.chooseState( { key: state, value: state } );
	formData.set( `productState.${ product.saveAs }.data`, data );
	return validate(
		formData.values,
		productDetailFields( product, formData )
	);
};

const validNotary = {
	first_name: 'Mary',
	middle_name: '',
	last_name: 'Somerville',
	notary_id: 'GG 123456',
	city: 'Miami',
	company_state: 'FL',
	exp_month: '06',
	exp_day: '30',
	exp_year: '2029',
};

/**
 * "Notary: month and day numeric, max 2 characters; year numeric, exactly 4; names, id, city and state
 * required."
 */
describe( 'notary data', () => {
	it( 'a complete notary passes; the middle name is optional', () => {
		expect( errorsOf( notary, { notary: validNotary } ) ).toEqual( {} );
	} );

	it.each( [
		[ 'first_name', '', 'Notary first name is required' ],
		[ 'last_name', '', 'Notary last name is required' ],
		[ 'notary_id', '', 'Notary ID is required' ],
		[ 'city', '', 'Notary city is required' ],
		[ 'company_state', '', 'Notary commission state is required' ],
		[ 'exp_month', 'June', 'This field must contain only numbers' ],
		[
			'exp_month',
			'123',
			'The field cannot contain more than 2 characters',
		],
		[ 'exp_day', '3x', 'This field must contain only numbers' ],
		[ 'exp_day', '301', 'The field cannot contain more than 2 characters' ],
		[
			'exp_year',
			'29',
			'Commission expires: year must contain exactly 4 digits.',
		],
		[
			'exp_year',
			'20299',
			'Commission expires: year must contain exactly 4 digits.',
		],
		// Four characters, numeric, yet not a year: "year numeric, exactly 4" digits.
		[
			'exp_year',
			'20.5',
			'Commission expires: year must contain exactly 4 digits.',
		],
	] )( '%s "%s": %s', ( field, value, message ) => {
		const errors = errorsOf( notary, {
			notary: { ...validNotary, [ field ]: value },
		} );
		expect( errors ).toEqual( {
			[ `productState.notaryStamp.data.notary.${ field }` ]: message,
		} );
	} );
} );

/** "Process agent: docket type, docket number and USDOT number required." */
describe( 'process agent', () => {
	it( 'the three fields are required', () => {
		expect( errorsOf( processAgent, {} ) ).toEqual( {
			'productState.processAgent.data.docketNumberType':
				'Docket type is required',
			'productState.processAgent.data.docketNumber':
				'Docket number is required',
			'productState.processAgent.data.USDOTNumber':
				'USDOT number is required',
		} );
	} );

	it.each( [ 'MC', 'FF', 'MX' ] )(
		'docket type %s with its numbers passes',
		( type ) => {
			expect(
				errorsOf( processAgent, {
					docketNumberType: type,
					docketNumber: '123456',
					USDOTNumber: '7654321',
				} )
			).toEqual( {} );
		}
	);
} );

/** "Trade name data: {state}.name": one name for each state the trade name is filed in. */
describe( 'trade name', () => {
	it( 'asks the name in the company’s state', () => {
		expect( errorsOf( tradeName, {}, 'FL' ) ).toEqual( {
			'productState.tradeName.data.FL.name':
				'Trade name in FL is required',
		} );
		expect(
			errorsOf( tradeName, { FL: { name: 'Sunshine Widgets' } }, 'FL' )
		).toEqual( {} );
	} );
} );

/** "certificateQuantity": the certificates line is bought by the piece. */
describe( 'certificate quantity', () => {
	it.each( [
		[ '3', 3 ],
		[ 12, 12 ],
		[ '', 1 ],
		[ '0', 1 ],
		[ '2.5', 1 ],
		[ 'abc', 1 ],
	] )( '%p → %p', ( typed, quantity ) => {
		expect( certificateQuantity( typed ) ).toBe( quantity );
	} );
} );
