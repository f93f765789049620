/**
 * The stores keep an order key in the tab's sessionStorage by default (jsdom has one per test file): each test
 * starts without the key an earlier test of the file left.
 */
afterEach( () => {
	if ( typeof sessionStorage !== 'undefined' ) {
		sessionStorage.clear();
	}
} );
