import { act } from 'react';

import { Payment } from '../../../../blocks/payment/Payment';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

function renderPayment() {
	const store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<Payment />
			</StoreContext.Provider>
		)
	);
	const typeNumber = ( number: string ) =>
		act( () => store.formData.set( 'paymentInformation.number', number ) );
	const mark = () =>
		page.container.querySelector( '.fo-card-brand [role="img"]' );
	const cvcHint = () => {
		const cvc = page.container.querySelector< HTMLInputElement >(
			'input[name="paymentInformation.cvc"]'
		);
		const ids = cvc?.getAttribute( 'aria-describedby' ) ?? '';
		return ids
			.split( ' ' )
			.map( ( id ) => document.getElementById( id )?.textContent )
			.join( ' ' );
	};
	return { typeNumber, mark, cvcHint };
}

describe( 'card brand mark beside the number ("3 followed by 4 or 7 is amex, 4 visa, 5 mastercard, 6 discover")', () => {
	it.each( [
		[ '4242 4242 4242 4242', 'Visa', '3 digits, on the back of the card' ],
		[
			'5555 5555 5555 4444',
			'Mastercard',
			'3 digits, on the back of the card',
		],
		[
			'3782 822463 10005',
			'American Express',
			'4 digits, on the front of the card',
		],
		[
			'3400 000000 00009',
			'American Express',
			'4 digits, on the front of the card',
		],
		[
			'6011 1111 1111 1117',
			'Discover',
			'3 digits, on the back of the card',
		],
	] )(
		'%s shows the %s mark, named for screen readers; the security code hint says %s',
		( number, name, hint ) => {
			const { typeNumber, mark, cvcHint } = renderPayment();
			typeNumber( number );
			expect( mark()?.getAttribute( 'aria-label' ) ).toBe( name );
			expect( mark()?.tagName.toLowerCase() ).toBe( 'svg' );
			expect( cvcHint() ).toBe( hint );
		}
	);

	it( 'no mark before the first digit tells the brand, nor for a number no brand starts', () => {
		const { typeNumber, mark, cvcHint } = renderPayment();
		expect( mark() ).toBeNull();
		expect( cvcHint() ).toBe( '3 digits, on the back of the card' );
		typeNumber( '9999' );
		expect( mark() ).toBeNull();
		typeNumber( '3' );
		expect( mark() ).toBeNull();
	} );
} );
