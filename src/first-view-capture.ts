import type { CaptureRequest } from './first-view-request';

/** What a page opened to draw its first views tells the window that opened it (the block editor's save). */
export const FIRST_VIEW_SENT = 'formation-orders-first-view-sent';

/**
 * Sends a form's first view to the server, which stores it for the page's visitors (includes/First_Views.php),
 * then tells the window that opened the page, if any, so it can close the page.
 * @param request
 * @param html
 */
export async function sendFirstView(
	request: CaptureRequest,
	html: string
): Promise< void > {
	let stored = false;
	try {
		const response = await window.fetch( request.url, {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				'Content-Type': 'application/json',
				'X-WP-Nonce': request.nonce,
			},
			body: JSON.stringify( { key: request.key, html } ),
		} );
		stored = response.ok;
	} finally {
		if ( window.parent !== window ) {
			window.parent.postMessage(
				{ type: FIRST_VIEW_SENT, key: request.key, stored },
				window.location.origin
			);
		}
	}
}
