import { createElement, render } from '@wordpress/element';
import * as wpElement from '@wordpress/element';

import type { RootStore } from '../store/RootStore';
import { addToolboxStyles } from './toolbox-styles';
import { ToolboxPanel } from './ToolboxPanel';

/**
 * The toolbox chunk's entry: draws the panel above the form it fills. Loaded only on pages whose configuration
 * allows the toolbox, so a visitor's page never downloads it.
 * @param wrapper The order form's block wrapper.
 * @param store   That form's store.
 */
export function mountToolbox( wrapper: HTMLElement, store: RootStore ): void {
	const { toolbox } = store.config;
	if ( ! toolbox ) {
		return;
	}
	addToolboxStyles();
	const container = document.createElement( 'div' );
	container.className = 'formation-orders__toolbox';
	wrapper.insertBefore( container, wrapper.firstChild );
	const panel = createElement( ToolboxPanel, {
		store,
		datasetUrl: toolbox.datasetUrl,
		developerName: toolbox.developerName,
	} );
	// WordPress < 6.2 ships React 17, which has no createRoot.
	const { createRoot } = wpElement as {
		createRoot?: ( node: HTMLElement ) => {
			render: ( element: unknown ) => void;
		};
	};
	if ( createRoot ) {
		createRoot( container ).render( panel );
	} else {
		render( panel, container );
	}
}
