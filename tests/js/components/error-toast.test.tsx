import { act } from 'react';

import { ErrorToast } from '../../../src/components/ErrorToast';
import { mailError, paymentError } from '../../../src/errors/submission-errors';
import { reactRootPerTest } from '../support/react-root';

const page = reactRootPerTest();

function toastLinks(
	error: Parameters< typeof ErrorToast >[ 0 ][ 'error' ],
	contactUrl: string
) {
	act( () =>
		page.root.render(
			<ErrorToast
				error={ error }
				contactUrl={ contactUrl }
				timeoutMs={ 0 }
				onDismiss={ jest.fn() }
			/>
		)
	);
	return Array.from( page.container.querySelectorAll( 'a' ) ).map(
		( link ) => [ link.textContent, link.getAttribute( 'href' ) ]
	);
}

describe( 'the error toast', () => {
	it( 'links "Contact us" to the contact page after a message that asks the visitor to contact us', () => {
		expect( toastLinks( paymentError(), '/help/' ) ).toEqual( [
			[ 'Contact us', '/help/' ],
		] );
		expect(
			page.container.querySelector( '.fo-toast__message' )?.textContent
		).toBe(
			'Please check your billing address and payment information. If the error persists, please contact us. Contact us'
		);
	} );

	it( 'shows no link when the message does not ask to contact us, or the page has no contact address', () => {
		expect( toastLinks( mailError(), '/help/' ) ).toEqual( [] );
		expect( toastLinks( paymentError(), '' ) ).toEqual( [] );
	} );
} );
