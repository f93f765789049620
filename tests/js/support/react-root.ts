import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

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
