import { createElement, render } from '@wordpress/element';
import { when } from 'mobx';
import * as wpElement from '@wordpress/element';

import { createHttpTransport } from './api/http-transport';
import { ErrorBoundary } from './components/ErrorBoundary';
import { OrderForm } from './components/OrderForm';
import { idPrefixOf } from './components/field-id';
import { prefetchSubmissionCode } from './order/load-submission-code';
import {
	CONFIG_ID_ATTRIBUTE,
	mountPointOf,
	printedConfigOf,
} from './printed-config';
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
	const store = new RootStore( config, {
		transport: createHttpTransport( config ),
		storage: browserStorage(),
		track: pushToDataLayer,
		idPrefix: idPrefixOf( ++mountedForms ),
	} );
	const app = createElement(
		StoreContext.Provider,
		{ value: store },
		createElement( ErrorBoundary, null, createElement( OrderForm ) )
	);

	// WordPress < 6.2 ships React 17, which has no createRoot.
	const { createRoot } = wpElement as {
		createRoot?: ( node: HTMLElement ) => {
			render: ( element: unknown ) => void;
		};
	};
	// The developer toolbox is its own chunk, fetched only when this page's configuration allows it.
	if ( config.features?.devToolbox && config.toolbox ) {
		import(
			/* webpackChunkName: "order-form/toolbox" */ './toolbox/mount'
		).then( ( { mountToolbox } ) => mountToolbox( wrapper, store ) );
	}
	wrapper.classList.add( 'is-ready' );
	// The page's "Loading the order form…" stays until the code of the modules on screen is here (a few
	// milliseconds): drawn earlier, the form would only show its spinner, which once shown stays 250 ms.
	when(
		() => store.steps.shownModulesLoaded,
		() => {
			if ( createRoot ) {
				createRoot( mountPoint ).render( app );
			} else {
				render( app, mountPoint );
			}
			// The form is usable: the code that places the order comes in the background once the visitor
			// starts on it, so Submit rarely waits for it.
			prefetchSubmissionCode( wrapper );
		}
	);
}

function mountAll(): void {
	document
		.querySelectorAll< HTMLElement >(
			`.formation-orders[${ CONFIG_ID_ATTRIBUTE }]:not(.is-ready)`
		)
		.forEach( mountOrderForm );
}

// The script may be printed in <head> (block themes on WordPress 6.1).
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mountAll );
} else {
	mountAll();
}
