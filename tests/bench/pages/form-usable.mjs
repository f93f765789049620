/**
 * When an order form counts as usable, measured the same way on every demo page: every order form on the page is
 * mounted, no spinner covers it, nothing in it is aria-busy, and its first field is enabled and visible. That is
 * the first moment a visitor can start typing; the time is taken in the page, from navigation start.
 */

/**
 * Installed before any page script (Playwright's addInitScript, so it is serialised: nothing from this module may
 * be used inside). It re-checks in the next frame after any DOM change, and keeps the time of the LAST frame that
 * found the form usable after one that did not, so a form that flickers ready and then shows the spinner again is
 * not counted as ready early. In a frame, not at each change: whether the field is displayed takes a layout, and
 * the observer's callback, run while the page is parsed, forced one at every change (50 to 70 ms more main-thread
 * work on a demo page at 4x, counted in its total blocking time; none on the bare page, which has no form). A
 * frame lays the page out anyway, and a field not yet painted is not yet usable.
 */
export function installUsableProbe() {
	/** Why the page's order forms are not usable yet, or '' once they are. */
	function formUsableProblem() {
		const wrappers = document.querySelectorAll( '.formation-orders' );
		if ( wrappers.length === 0 ) {
			return 'no order form on the page';
		}
		for ( const wrapper of wrappers ) {
			const form = wrapper.querySelector( 'form' );
			if ( ! form ) {
				return 'the form is not mounted yet';
			}
			if ( wrapper.querySelector( '.fo-spinner' ) ) {
				return 'the spinner is shown';
			}
			if (
				wrapper.matches( '[aria-busy="true"]' ) ||
				wrapper.querySelector( '[aria-busy="true"]' )
			) {
				return 'something in the form is aria-busy';
			}
			const field = form.querySelector(
				'input:not([type="hidden"]), select, textarea'
			);
			if ( ! field ) {
				return 'the form has no field';
			}
			if ( field.matches( ':disabled' ) ) {
				return 'the first field is disabled';
			}
			if ( field.getClientRects().length === 0 ) {
				return 'the first field is not displayed';
			}
		}
		return '';
	}

	const probe = { usableAt: undefined, problem: 'not checked yet' };
	const check = () => {
		probe.problem = formUsableProblem();
		if ( probe.problem ) {
			probe.usableAt = undefined;
		} else if ( probe.usableAt === undefined ) {
			probe.usableAt = performance.now();
		}
		return probe.usableAt !== undefined;
	};
	let checkScheduled = false;
	const checkInNextFrame = () => {
		if ( ! checkScheduled ) {
			checkScheduled = true;
			window.requestAnimationFrame( () => {
				checkScheduled = false;
				check();
			} );
		}
	};
	new window.MutationObserver( checkInNextFrame ).observe( document, {
		subtree: true,
		childList: true,
		attributes: true,
	} );
	window.formationOrdersBench = { probe, check };
}

/** Opens `url` after the load event, refusing anything but a page that answered 200. */
async function openPage( page, url, timeout ) {
	const response = await page.goto( url, { waitUntil: 'load', timeout } );
	if ( response?.status() !== 200 ) {
		throw new Error( `${ url } answered ${ response?.status() }` );
	}
}

/**
 * The browser's own marks of the navigation, in milliseconds from its start: first byte of the HTML (the server's
 * time), DOMContentLoaded (the HTML and the scripts it waits for are in), the load event (everything is in).
 */
function navigationMarks( page ) {
	return page.evaluate( () => {
		const [ navigation ] = performance.getEntriesByType( 'navigation' );
		return {
			firstByte: navigation.responseStart,
			domReady: navigation.domContentLoadedEventStart,
			load: navigation.loadEventStart,
		};
	} );
}

/**
 * Opens `url` in `page` (whose context has the probe installed) and waits until the page's own load event has
 * passed and the form is usable. Returns milliseconds from navigation start: `usable`, when the form became usable
 * (before or after the load event), and the navigation's marks.
 */
export async function timeFormUsable( page, url, timeout ) {
	await openPage( page, url, timeout );
	try {
		// Polling per animation frame also catches what no DOM change announces (a stylesheet that shows the field).
		await page.waitForFunction(
			() => window.formationOrdersBench.check(),
			null,
			{ polling: 'raf', timeout }
		);
	} catch ( error ) {
		const problem = await page
			.evaluate( () => window.formationOrdersBench?.probe.problem )
			.catch( () => 'the page did not answer' );
		throw new Error(
			`${ url }: the form was not usable after ${ timeout } ms (${ problem ?? error.message })`
		);
	}
	const usable = await page.evaluate(
		() => window.formationOrdersBench.probe.usableAt
	);
	return { usable, ...( await navigationMarks( page ) ) };
}

/** Opens `url` and returns its navigation's marks; its `load` is the bare page's measure. */
export async function timeLoadEvent( page, url, timeout ) {
	await openPage( page, url, timeout );
	return navigationMarks( page );
}
