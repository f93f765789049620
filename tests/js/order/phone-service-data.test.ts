import { productDataFor } from '../../../src/order/product-data';
import { phoneServiceData } from '../../../src/order/product-data/phone-service';
import { cartLine } from '../../../src/pricing/cart-lines';

const phoneLine = cartLine(
	{
		id: 4012,
		name: 'Phone Service with Call Forwarding',
		price: 120,
		category: 'phone-service',
		type: 'simple',
		duration: 12,
	},
	{ saveAs: 'phoneService', state: '' }
);

describe( 'phone service product data', () => {
	it.each( [
		[
			'a chosen number',
			{
				phoneService: {
					phoneAreaCode: '415',
					selectedPhoneNumber: '+14155550178',
				},
			},
			{ phone_number: '+14155550178', area_code: '415' },
		],
		[ 'nothing chosen yet', {}, { phone_number: '', area_code: '' } ],
	] )( '%s', ( _case, values, data ) => {
		expect( phoneServiceData( values ) ).toEqual( data );
	} );

	it( 'goes with the phone service line, by its configured category, and with no other', () => {
		const values = {
			phoneService: {
				phoneAreaCode: '415',
				selectedPhoneNumber: '+14155550178',
			},
		};
		expect(
			productDataFor(
				phoneLine,
				{ saveAs: 'phoneService', category: 'phone-service' },
				values
			)
		).toEqual( { phone_number: '+14155550178', area_code: '415' } );
		expect(
			productDataFor(
				{ ...phoneLine, saveAs: 'voiceOffice' },
				{ saveAs: 'voiceOffice', category: 'voice-office' },
				values
			)
		).toEqual( {} );
	} );
} );
