import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import type { StepConfig } from '../../../src/config';
import { useGoTo } from '../../../src/components/go-to';
import { OrderForm } from '../../../src/components/OrderForm';
import { SCROLL_OFFSET_PX } from '../../../src/components/scroll';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, testConfig } from '../store/fake-transport';
import { afterFirstPaint } from '../support/react-root';

const STEPS: StepConfig[] = [
	{
		key: 'company',
		label: 'Company',
		modules: [ { name: 'company-information', attributes: {} } ],
	},
	{
		key: 'account',
		label: 'Account',
		modules: [ { name: 'account-setup', attributes: {} } ],
	},
];

let container: HTMLDivElement;
let root: Root;
let store: RootStore;
let scrollTo: jest.Mock;
let reducedMotion = false;

beforeEach( () => {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
	scrollTo = jest.fn();
	window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
	window.matchMedia = ( ( query: string ) => ( {
		matches: reducedMotion && query.includes( 'reduce' ),
	} ) ) as unknown as typeof window.matchMedia;
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
	store.dispose();
	reducedMotion = false;
} );

/** Stands in for a future caller of "go to the module" (e.g. a price overlay that points at its module). */
function GoToAccountButton(): React.ReactElement {
	const { goToModule } = useGoTo();
	return (
		<button type="button" onClick={ () => goToModule( 'account-setup' ) }>
			Go to account
		</button>
	);
}

async function renderForm( stepMode: boolean ) {
	store = new RootStore( testConfig( { steps: STEPS, stepMode } ), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm />
				<GoToAccountButton />
			</StoreContext.Provider>
		)
	);
	await afterFirstPaint();
}

const summaryLink = ( text: string ) =>
	[
		...container.querySelectorAll< HTMLAnchorElement >(
			'.fo-error-summary a'
		),
	].find( ( link ) => link.textContent?.startsWith( text ) );

const click = ( element: HTMLElement | undefined ) => {
	expect( element ).toBeDefined();
	act( () => element?.click() );
};

describe( 'the error summary brings the visitor to the field (on another step, step mode switches to it)', () => {
	it( 'step mode: a link to a field on another step switches to that step, scrolls to the field and focuses it', async () => {
		await renderForm( true );
		act( () => {
			store.steps.goTo( 1 );
			store.steps.validateAll();
		} );
		// Submit sent the visitor back to the first failing step; the Account step's errors are listed too.
		expect( store.steps.current?.key ).toBe( 'company' );
		const emailLink = summaryLink( 'Email is required' );
		expect( emailLink?.textContent ).toBe(
			'Email is required (Account step)'
		);

		scrollTo.mockClear();
		click( emailLink );
		expect( store.steps.current?.key ).toBe( 'account' );
		const email = document.getElementById( 'fo-accountInformation-email' );
		expect( container.ownerDocument.activeElement ).toBe( email );
		expect( scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( scrollTo.mock.calls[ 0 ][ 0 ].behavior ).toBe( 'smooth' );
		// Now on the current step, the link no longer names a step.
		expect( summaryLink( 'Email is required' )?.textContent ).toBe(
			'Email is required'
		);
	} );

	it( 'single page: a link scrolls to the field (100 px above it) and focuses it; reduced motion jumps', async () => {
		reducedMotion = true;
		await renderForm( false );
		act( () => {
			store.steps.validateAll();
		} );
		const password = document.getElementById(
			'fo-accountInformation-password'
		) as HTMLElement;
		const wrapper = password.closest( '.fo-field' ) as HTMLElement;
		wrapper.getBoundingClientRect = () =>
			( { top: 640 } ) as unknown as DOMRect;
		Object.defineProperty( window, 'scrollY', {
			value: 200,
			configurable: true,
		} );

		scrollTo.mockClear();
		const link = summaryLink( 'Password is required' );
		expect( link?.textContent ).toBe( 'Password is required' );
		click( link );
		expect( container.ownerDocument.activeElement ).toBe( password );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 640 + 200 - SCROLL_OFFSET_PX,
			behavior: 'auto',
		} );
		expect( store.steps.currentIndex ).toBe( 0 );
	} );
} );

describe( 'go to the module ("Outside step mode, the page scrolls smoothly to the step that holds a module; scroll offset is 100 px.")', () => {
	const goToAccount = () =>
		click(
			[ ...container.querySelectorAll( 'button' ) ].find(
				( button ) => button.textContent === 'Go to account'
			)
		);

	it.each( [
		[ 'step mode switches to its step', true, 'account' ],
		[ 'a single page stays and scrolls', false, 'company' ],
	] )(
		'%s, and the step heading takes focus',
		async ( _why, stepMode, key ) => {
			await renderForm( stepMode );
			const section = () =>
				document
					.getElementById( 'fo-step-1-title' )
					?.closest( '.fo-step' ) as HTMLElement;
			if ( section() ) {
				section().getBoundingClientRect = () =>
					( { top: 900 } ) as unknown as DOMRect;
			}
			Object.defineProperty( window, 'scrollY', {
				value: 0,
				configurable: true,
			} );
			scrollTo.mockClear();
			goToAccount();
			expect( store.steps.current?.key ).toBe( key );
			expect( container.ownerDocument.activeElement ).toBe(
				document.getElementById( 'fo-step-1-title' )
			);
			expect( scrollTo ).toHaveBeenCalledTimes( 1 );
			expect( scrollTo.mock.calls[ 0 ][ 0 ].behavior ).toBe( 'smooth' );
			if ( ! stepMode ) {
				expect( scrollTo.mock.calls[ 0 ][ 0 ].top ).toBe(
					900 - SCROLL_OFFSET_PX
				);
			}
		}
	);
} );
