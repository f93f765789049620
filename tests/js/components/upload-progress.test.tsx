/**
 * While a form's files are being sent, the spinner says how much has gone.
 */
import { runInAction } from 'mobx';
import { act } from 'react';

import { OrderForm } from '../../../src/components/OrderForm';
import type { RootStore } from '../../../src/store/RootStore';
import { settle, testConfig } from '../store/fake-transport';
import { reactRootPerTest, renderInStore } from '../support/react-root';

const page = reactRootPerTest();
let store: RootStore;

beforeEach( async () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	store = await renderInStore( page, testConfig(), <OrderForm whole /> );
} );

afterEach( () => store.dispose() );

const progress = () =>
	page.container.querySelector< HTMLProgressElement >(
		'.fo-spinner progress.fo-upload-progress__bar'
	);

test( 'while files are sent, the spinner shows the share sent as a bar and in words, and drops it once they are', async () => {
	expect( page.container.querySelector( '.fo-spinner' ) ).toBeNull();

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
		page.container.querySelector( '.fo-upload-progress__text' )?.textContent
	).toBe( 'Uploading your files: 50%' );

	await act( async () => {
		runInAction( () => {
			store.submission.uploadProgress = null;
		} );
		await settle();
	} );
	expect( page.container.querySelector( '.fo-spinner' ) ).not.toBeNull();
	expect( progress() ).toBeNull();
} );
