/**
 * While a form's files are being sent, the spinner says how much has gone.
 */
import { runInAction } from 'mobx';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { OrderForm } from '../../../src/components/OrderForm';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';

let root: Root;
let store: RootStore;
let container: HTMLElement;

beforeEach( async () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	root = createRoot( container );
	act( () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm whole />
			</StoreContext.Provider>
		)
	);
	await act( settle );
} );

afterEach( () => {
	act( () => root.unmount() );
	store.dispose();
	document.body.innerHTML = '';
} );

const progress = () =>
	container.querySelector< HTMLProgressElement >(
		'.fo-spinner progress.fo-upload-progress__bar'
	);

test( 'while files are sent, the spinner shows the share sent as a bar and in words, and drops it once they are', async () => {
	expect( container.querySelector( '.fo-spinner' ) ).toBeNull();

	await act( async () => {
		runInAction( () => {
			store.submission.setStatus( 'in-progress' );
			store.submission.uploadProgress = 0;
		} );
		await settle();
	} );
	await act( async () => {
		store.submission.setUploadProgress( 0.5 );
		await settle();
	} );
	expect( progress()?.value ).toBe( 50 );
	expect( progress()?.getAttribute( 'aria-label' ) ).toBe(
		'Uploading your files'
	);
	expect(
		container.querySelector( '.fo-upload-progress__text' )?.textContent
	).toBe( 'Uploading your files: 50%' );

	await act( async () => {
		runInAction( () => {
			store.submission.uploadProgress = null;
		} );
		await settle();
	} );
	expect( container.querySelector( '.fo-spinner' ) ).not.toBeNull();
	expect( progress() ).toBeNull();
} );
