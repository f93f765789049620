import {
	phoneNumberSelectionFields,
	phoneServiceDisabled,
} from '../../../../blocks/phone-number-selection/fields';
import { displayPhoneNumber } from '../../../../blocks/phone-number-selection/phone-numbers';
import type { ConfiguredProduct } from '../../../../src/cart/cart-config';
import { validate } from '../../../../src/validation/validate';

const PRODUCTS: ConfiguredProduct[] = [
	{ saveAs: 'phoneService', category: 'phone-service', primary: true },
	{ saveAs: 'voiceOffice', category: 'voice-office' },
];

const formDataWith = ( checked: Record< string, boolean > ) => ( {
	productState: ( saveAs: string ) =>
		saveAs in checked ? { checked: checked[ saveAs ] } : undefined,
} );

describe( 'phone number selection fields', () => {
	it.each( [
		[ 'nothing chosen', {}, false ],
		[ 'the voice office unticked', { voiceOffice: false }, false ],
		[ 'the voice office ticked', { voiceOffice: true }, true ],
		[ 'another product ticked', { phoneService: true }, false ],
	] )(
		'with %s, phone service is disabled: %s',
		( _case, checked, disabled ) => {
			const formData = formDataWith( checked );
			expect( phoneServiceDisabled( PRODUCTS, formData ) ).toBe(
				disabled
			);
			expect(
				phoneNumberSelectionFields( { products: PRODUCTS }, formData )
					.length
			).toBe( disabled ? 0 : 2 );
		}
	);

	const [ areaCode, selected ] = phoneNumberSelectionFields(
		{ products: PRODUCTS },
		formDataWith( {} )
	);

	it.each( [
		[ '', 'Area Code is required' ],
		[ '41', 'Area Code must contain exactly 3 digits.' ],
		[ '4155', 'Area Code must contain exactly 3 digits.' ],
		[ 'abc', 'Area Code must contain exactly 3 digits.' ],
		[ '415', undefined ],
	] )( 'area code "%s": %s', ( value, message ) => {
		expect(
			validate( { phoneService: { phoneAreaCode: value } }, [
				areaCode,
			] )[ areaCode.path ]
		).toBe( message );
	} );

	it.each( [
		[ '', 'Phone Number is required' ],
		[ '+14155550142', undefined ],
	] )( 'chosen number "%s": %s (one must be chosen)', ( value, message ) => {
		expect(
			validate( { phoneService: { selectedPhoneNumber: value } }, [
				selected,
			] )[ selected.path ]
		).toBe( message );
	} );
} );

describe( 'phone numbers as shown', () => {
	it.each( [
		[ '+14155550142', '(415) 555-0142' ],
		[ '4155550142', '(415) 555-0142' ],
		[ '14155550142', '(415) 555-0142' ],
		[ '+442071234567', '+442071234567' ],
	] )( '%s shows as %s', ( number, shown ) => {
		expect( displayPhoneNumber( number ) ).toBe( shown );
	} );
} );
