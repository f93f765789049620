import { createElement, render, useLayoutEffect } from '@wordpress/element';
import { when } from 'mobx';
import * as wpElement from '@wordpress/element';

import { createHttpTransport } from './api/http-transport';
import { ErrorBoundary } from './components/ErrorBoundary';
import { loadCheckAnswers } from './components/load-check-answers';
import { OrderForm } from './components/OrderForm';
import { idPrefixOf } from './components/field-id';
import { onFirstInteraction } from './first-interaction';
import { captureRequestOf, firstViewOf } from './first-view-request';
import { prefetchSubmissionCode } from './order/load-submission-code';
import {
	CONFIG_ID_ATTRIBUTE,
	mountPointOf,
	printedConfigOf,
} from './printed-config';
import { printedModuleName, takeOverPrintedForm } from './printed-form';
import {
	commerceCode,
	loadCommerceCode,
	sellsSomething,
} from './store/commerce-code';
import { browserStorage } from './store/FormPersistence';
import { RootStore } from './store/RootStore';
import { StoreContext } from './store/store-context';

/**
 * Analytics events go to the page's dataLayer (tag managers read it); nothing happens without one.
 */
function pushToDataLayer( event: string, data: Record< string, unknown > ) {
	const { dataLayer } = window as { dataLayer?: unknown[] };
	dataLayer?.push( { event: `formation_orders_${ event }`, ...data } );
}

/**
 * Runs `then` once React has put its markup in the page, before the browser paints it: as the last child of the
 * form's tree, its layout effect comes after every element of the form is in place.
 */
function AfterFirstCommit( { then }: { then: () => void } ): null {
	useLayoutEffect( then, [ then ] );
	return null;
}

/**
 * Runs `next` in a task of its own, once the browser has had its turn (input, paint). Taking a form over is
 * four such tasks: reading the view script, building the form's stores, building its cart and restoring what this
 * browser stored, and drawing it. In one task they blocked a phone's main thread for 150 ms and more (a task over
 * 50 ms is a long one, which delays whatever the visitor does meanwhile); in four, each stays shorter.
 */
function inNextTask( next: () => void ): void {
	setTimeout( next, 0 );
}

/** How many forms this page has mounted: each one's DOM ids get their own prefix. */
let mountedForms = 0;

/**
 * Mounts an order form from the configuration PHP printed for it (src/printed-config.ts); anything else that
 * looks like an order form stays as it is.
 */
function mountOrderForm( wrapper: HTMLElement ): void {
	const mountPoint = mountPointOf( wrapper );
	const config = printedConfigOf( wrapper );
	if ( ! mountPoint || ! config ) {
		return;
	}
	// A form that sells something first needs its products' and cart's code (PHP usually printed that chunk with
	// the page, so it is here already); a form that sells nothing never downloads it.
	if ( sellsSomething( config ) && ! commerceCode() ) {
		loadCommerceCode().then(
			() => mountOrderForm( wrapper ),
			( error ) =>
				// eslint-disable-next-line no-console
				console.error( 'The order form could not be loaded.', error )
		);
		return;
	}
	// The first view the server printed, which the visitor may already be typing in.
	const printed = takeOverPrintedForm( mountPoint );
	// Asked by the server for the form's first render (includes/First_Views.php), the page draws the form as a new
	// visitor would see it: with nothing restored from this browser's storage.
	const capture = captureRequestOf( wrapper );
	const store = new RootStore( config, {
		transport: createHttpTransport( config ),
		storage: capture ? undefined : browserStorage(),
		// Nor an order this tab was placing, whose outcome the form would be checking instead.
		attemptStorage: capture ? null : undefined,
		track: pushToDataLayer,
		idPrefix: idPrefixOf( ++mountedForms ),
		completeLater: true,
		// With a printed form, PHP printed the code of its first module only (includes/Blocks.php): a visitor who
		// only looks downloads none of the rest, which comes once they start on the form (usually seconds before
		// their Continue). Meanwhile the printed modules stand in, usable, and the step indicator shows the counts
		// the server printed. Without a printed form (or when drawing the one the server will print) every step's
		// code comes first, so that every count is drawn.
		modulesOnScreenFirst: !! printed,
		printedModules: printed?.parts
			.map( printedModuleName )
			.filter( ( name ): name is string => !! name ),
		printedStepCounts: printed?.stepCounts,
	} );
	onFirstInteraction( wrapper, () => store.modules.fetchEveryPlaced() );
	const afterFirstCommit =
		// The microtask lets React finish its commit first, so the events the takeover replays are handled like
		// a visitor's.
		( printed && ( () => queueMicrotask( printed.carryOver ) ) ) ??
		( capture &&
			( () => {
				// Taken now, before anything the form draws after its first render.
				const view = firstViewOf( mountPoint );
				import(
					/* webpackChunkName: "order-form/first-view-capture" */ './first-view-capture'
				).then( ( { sendFirstView } ) =>
					sendFirstView( capture, view )
				);
			} ) );
	// WordPress < 6.2 ships React 17, which has neither createRoot nor startTransition.
	const { createRoot, startTransition } = wpElement as {
		createRoot?: ( node: HTMLElement ) => {
			render: ( element: unknown ) => void;
		};
		startTransition?: ( update: () => void ) => void;
	};
	const app = createElement(
		StoreContext.Provider,
		{ value: store },
		createElement(
			ErrorBoundary,
			null,
			// What the server prints is the whole first render; what React draws in its place must be too.
			createElement( OrderForm, {
				whole: !! ( printed || capture ),
				// The printed modules (then the step indicator) stay in place and React draws them
				// over one per task, so that no task is long: React 17 draws in one go, and React 18, though it
				// renders a transition in slices, commits it (puts it in the page, and the browser lays it out)
				// in one.
				printedParts: printed?.parts,
				onPartDrawn: printed?.carryOver,
			} )
		),
		afterFirstCommit &&
			createElement( AfterFirstCommit, { then: afterFirstCommit } )
	);
	wrapper.classList.add( 'is-ready' );
	const drawForm = () => {
		if ( createRoot ) {
			const root = createRoot( mountPoint );
			// As a transition, React draws the form in slices of a few milliseconds and lets the page answer
			// in between: drawn in one go, a long form blocked a phone's main thread for a few hundred
			// milliseconds. The printed form stays, usable, until the drawn one replaces it whole.
			( startTransition ?? ( ( update ) => update() ) )( () =>
				root.render( app )
			);
		} else {
			render( app, mountPoint );
		}
		// The form is usable: the code that places the order (and the review's, where the form has one) comes in
		// the background once the visitor starts on it, so Submit and "Review Order" rarely wait for it.
		const loadCode = () => store.submission.loadSendingCode();
		prefetchSubmissionCode(
			wrapper,
			store.reviewBeforeSubmit
				? () => {
						loadCheckAnswers().catch( () => undefined );
						return loadCode();
					}
				: loadCode
		);
	};
	inNextTask( () => {
		store.completeSetUp();
		// The developer toolbox is its own chunk, fetched only when this page's configuration allows it.
		if ( config.features?.devToolbox && config.toolbox ) {
			import(
				/* webpackChunkName: "order-form/toolbox" */ './toolbox/mount'
			).then( ( { mountToolbox } ) => mountToolbox( wrapper, store ) );
		}
		// The printed form (or "Loading the order form…") stays until the code of every module on screen is here,
		// with the order summary its running total shows (PHP prints it with the page: a few milliseconds). Drawn
		// earlier, the form would show its spinner instead of the modules the server printed.
		when(
			() => store.firstRenderLoaded,
			() => inNextTask( drawForm )
		);
	} );
}

function mountAll(): void {
	document
		.querySelectorAll< HTMLElement >(
			`.formation-orders[${ CONFIG_ID_ATTRIBUTE }]:not(.is-ready)`
		)
		.forEach( ( wrapper ) =>
			inNextTask( () => mountOrderForm( wrapper ) )
		);
}

// The script may be printed in <head> (block themes on WordPress 6.1).
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountAll );
} else {
	mountAll();
}
