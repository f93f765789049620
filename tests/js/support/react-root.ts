import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle } from '../store/fake-transport';

/** The container and React root of the running test. */
export interface TestRoot {
	readonly container: HTMLDivElement;
	readonly root: Root;
	/** Unmounts what the test drew and gives it a new root on the same container, as a new page load would. */
	remount: () => void;
}

/**
 * A fresh container in the document and a React root on it for every test of the file; unmounted and removed
 * after each test. Call it at the top of a test file.
 */
export function reactRootPerTest(): TestRoot {
	const current = {
		remount() {
			act( () => current.root.unmount() );
			current.root = createRoot( current.container );
		},
	} as { container: HTMLDivElement; root: Root; remount: () => void };
	beforeEach( () => {
		current.container = document.createElement( 'div' );
		document.body.appendChild( current.container );
		current.root = createRoot( current.container );
	} );
	afterEach( () => {
		act( () => current.root.unmount() );
		current.container.remove();
	} );
	return current;
}

/**
 * Lets a mounted order form draw what follows its first paint: a single page's later steps and buttons, and the
 * running total (src/components/OrderForm.tsx draws them one frame after the first render).
 */
export async function afterFirstPaint(): Promise< void > {
	await act(
		() =>
			new Promise< void >( ( resolve ) =>
				requestAnimationFrame( () => setTimeout( resolve, 0 ) )
			)
	);
}

/**
 * A store for `config` on a fake transport, settled (products loaded), with `element` drawn inside it on the
 * test's root. The test disposes the store.
 */
export async function renderInStore(
	page: TestRoot,
	config: PageConfig,
	element: ReactElement
): Promise< RootStore > {
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	await act( settle );
	act( () =>
		page.root.render(
			createElement( StoreContext.Provider, { value: store }, element )
		)
	);
	return store;
}
