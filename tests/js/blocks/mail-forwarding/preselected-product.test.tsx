/**
 * The mail forwarding step with the order form's preselected product (a page without a preselected state): the
 * choice made at page load survives until a state is chosen, is chosen then where it is sold, and leaves the cart
 * in a state that does not sell it.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { mailForwardingAttributes } from '../../../../blocks/mail-forwarding/attributes';
import { MailForwarding } from '../../../../blocks/mail-forwarding/MailForwarding';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach( () => {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

const PRODUCTS = {
	products: [
		{
			saveAs: 'mailForwarding',
			category: 'mail-forwarding',
			product_id: 4014,
		},
		{
			saveAs: 'virtualOffice',
			category: 'virtual-office',
			product_id: 4018,
		},
	],
};
const attributes = mailForwardingAttributes( PRODUCTS );

async function renderPreselected() {
	const config = testConfig( { formType: 'mail-forwarding' } );
	config.engine = { preselectedMfvoProduct: 'virtualOffice' };
	config.form.steps[ 0 ].modules.push( {
		name: 'mail-forwarding',
		attributes: PRODUCTS,
	} );
	config.mailForwardingAvailability = {
		WY: [ 'mail-forwarding', 'virtual-office' ],
		NY: [ 'mail-forwarding' ],
	};
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () => {
		root.render(
			<StoreContext.Provider value={ store }>
				<MailForwarding attributes={ attributes } />
			</StoreContext.Provider>
		);
	} );
	await act( settle );
	return store;
}

const checkedRadio = () =>
	container.querySelector< HTMLInputElement >( 'input[type=radio]:checked' )
		?.id;
const cartKeys = ( store: RootStore ) =>
	store.cart.lines.map( ( line ) => line.saveAs );

it( 'keeps the preselected product before a state is chosen, and chooses it in a state that sells it', async () => {
	const store = await renderPreselected();
	expect( store.cart.productState( 'virtualOffice' )?.checked ).toBe( true );
	expect(
		store.formData.getString( 'serviceInformation.mailForwardingProduct' )
	).toBe( 'virtualOffice' );

	await act( async () => {
		store.formData.chooseState( { key: 'WY', value: 'Wyoming' } );
		await settle();
	} );
	expect( checkedRadio() ).toBe( 'fo-mail-forwarding-virtualOffice' );
	expect( cartKeys( store ) ).toContain( 'virtualOffice' );
	expect( cartKeys( store ) ).not.toContain( 'mailForwarding' );
} );

it( 'leaves the cart in a state that does not sell it', async () => {
	const store = await renderPreselected();
	await act( async () => {
		store.formData.chooseState( { key: 'NY', value: 'New York' } );
		await settle();
	} );
	expect( store.cart.productState( 'virtualOffice' )?.checked ).toBe( false );
	expect( cartKeys( store ) ).toContain( 'mailForwarding' );
	expect( cartKeys( store ) ).not.toContain( 'virtualOffice' );
} );
