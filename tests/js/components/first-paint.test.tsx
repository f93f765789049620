import { act } from 'react';

import {
	LATEST_SECOND_DRAW_MS,
	OrderForm,
} from '../../../src/components/OrderForm';
import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { afterFirstPaint, reactRootPerTest } from '../support/react-root';

const testRoot = reactRootPerTest();

beforeEach( () => {
	// jsdom has no scrolling; the total bar and the step change ask for it.
	window.scrollTo = jest.fn();
} );

/** Renders the form as src/frontend.tsx does, once the products are in; the first paint has not happened yet. */
async function renderForm( config: PageConfig ): Promise< RootStore > {
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	await act( settle );
	act( () =>
		testRoot.root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm />
			</StoreContext.Provider>
		)
	);
	return store;
}

const drawnSteps = () =>
	[ ...testRoot.container.querySelectorAll( '.fo-step' ) ].map( ( step ) =>
		step.getAttribute( 'data-step-key' )
	);
const primaryButton = () =>
	testRoot.container.querySelector( '.fo-nav button[type="submit"]' );

describe( 'the first render draws what the visitor starts on; the rest follows the first paint', () => {
	it( 'a single page draws its first step alone, then its later steps, its buttons and its total', async () => {
		await renderForm( testConfig( { stepMode: false } ) );
		expect( drawnSteps() ).toEqual( [ 'company' ] );
		expect( primaryButton() ).toBeNull();
		expect(
			testRoot.container.querySelector( '.fo-total-bar' )
		).toBeNull();
		// The first step is complete and can be filled in already.
		const companyName =
			testRoot.container.querySelector< HTMLInputElement >(
				'#fo-companyInformation-companyName'
			);
		expect( companyName?.disabled ).toBe( false );

		await afterFirstPaint();
		expect( drawnSteps() ).toEqual( [ 'company', 'contact', 'payment' ] );
		expect( primaryButton()?.textContent ).toBe( 'Submit Order' );
		// The Order Summary stands on the last step, so a "Total" bar keeps the total in view.
		expect(
			testRoot.container.querySelector( '.fo-total-bar' )
		).not.toBeNull();
	} );

	it( 'step mode draws the step and its Continue at once; the running total follows the first paint', async () => {
		await renderForm( testConfig( { stepMode: true } ) );
		expect( drawnSteps() ).toEqual( [ 'company' ] );
		expect( primaryButton()?.textContent ).toBe( 'Continue' );
		expect(
			testRoot.container.querySelector( '.fo-running-total' )
		).toBeNull();

		await afterFirstPaint();
		expect( drawnSteps() ).toEqual( [ 'company' ] );
		expect(
			testRoot.container.querySelector( '.fo-running-total' )
		).not.toBeNull();
	} );

	it( 'once drawn, a single page stays drawn in full', async () => {
		const store = await renderForm( testConfig( { stepMode: false } ) );
		await afterFirstPaint();
		act( () => {
			store.steps.validateAll();
		} );
		expect( drawnSteps() ).toEqual( [ 'company', 'contact', 'payment' ] );
		expect( primaryButton() ).not.toBeNull();
	} );

	it( 'without any frame (a page opened in a background tab) the rest is drawn all the same, a moment later', async () => {
		const frames = jest
			.spyOn( window, 'requestAnimationFrame' )
			.mockImplementation( () => 0 );
		try {
			await renderForm( testConfig( { stepMode: false } ) );
			expect( drawnSteps() ).toEqual( [ 'company' ] );
			await act(
				() =>
					new Promise< void >( ( resolve ) =>
						setTimeout( resolve, LATEST_SECOND_DRAW_MS + 20 )
					)
			);
			expect( drawnSteps() ).toEqual( [
				'company',
				'contact',
				'payment',
			] );
			expect( primaryButton()?.textContent ).toBe( 'Submit Order' );
		} finally {
			frames.mockRestore();
		}
	} );
} );
