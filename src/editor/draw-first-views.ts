import { select, subscribe } from '@wordpress/data';

import { FIRST_VIEW_SENT } from '../first-view-capture';
import { CAPTURE_QUERY } from '../first-view-request';

/** Longer than any page takes to draw its forms; the frame goes then even if a form never answered. */
const FRAME_LIFETIME_MS = 60_000;
/** Once a form has answered, how long to wait for the page's other forms. */
const QUIET_MS = 2_000;

interface EditorSelectors {
	isSavingPost: () => boolean;
	isAutosavingPost: () => boolean;
	didPostSaveRequestSucceed: () => boolean;
	isCurrentPostPublished: () => boolean;
	getPermalink: () => string | null;
	getEditedPostPreviewLink: () => string | null;
	getEditedPostContent: () => string;
}

/**
 * Opens `url` in a frame nobody sees, with the query that asks its order forms to send their first render to the
 * server (src/first-view-request.ts), and closes it once they have.
 * @param url
 */
function drawFirstViews( url: string ): void {
	const address = new URL( url, window.location.href );
	address.searchParams.set( CAPTURE_QUERY, '1' );
	const frame = document.createElement( 'iframe' );
	frame.src = address.href;
	frame.tabIndex = -1;
	frame.setAttribute( 'aria-hidden', 'true' );
	// Wide enough for the desktop layout; off screen and out of the layout.
	frame.style.cssText =
		'position:fixed;left:-20000px;top:0;width:1280px;height:900px;border:0;visibility:hidden';
	let quiet: ReturnType< typeof setTimeout > | undefined;
	const close = () => {
		window.removeEventListener( 'message', onMessage );
		clearTimeout( lifetime );
		clearTimeout( quiet );
		frame.remove();
	};
	const onMessage = ( event: MessageEvent ) => {
		if (
			event.source === frame.contentWindow &&
			( event.data as { type?: string } | null )?.type === FIRST_VIEW_SENT
		) {
			clearTimeout( quiet );
			quiet = setTimeout( close, QUIET_MS );
		}
	};
	const lifetime = setTimeout( close, FRAME_LIFETIME_MS );
	window.addEventListener( 'message', onMessage );
	document.body.appendChild( frame );
}

/**
 * After every save of a post that holds an order form, its forms' first views are drawn for the server to print
 * (includes/First_Views.php): the published page for a published post, its preview for a draft. The server asks
 * only for the views it does not have, so a save that changed no form costs one page load in the background.
 */
export function drawFirstViewsAfterSaves(): void {
	let wasSaving = false;
	subscribe( () => {
		const editor = select( 'core/editor' ) as unknown as
			EditorSelectors | undefined;
		if ( ! editor?.isSavingPost ) {
			return;
		}
		const saving = editor.isSavingPost() && ! editor.isAutosavingPost();
		if ( wasSaving && ! saving && editor.didPostSaveRequestSucceed() ) {
			const url = editor.isCurrentPostPublished()
				? editor.getPermalink()
				: editor.getEditedPostPreviewLink();
			if (
				url &&
				editor
					.getEditedPostContent()
					.includes( '<!-- wp:formation-orders/order-form' )
			) {
				drawFirstViews( url );
			}
		}
		wasSaving = saving;
	} );
}
