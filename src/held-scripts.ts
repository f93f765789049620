/**
 * The scripts that take a printed order form over (React, wp.element, wp.i18n, the form's view script, its module
 * chunks) run once the browser has painted the page, not before its first paint.
 *
 * The form is printed, usable HTML: a visitor can read it, type and choose before any script has run. Printed at
 * the end of the page, these scripts made the browser fetch and run them before it painted anything, so the
 * printed form showed later than the same page without it. On a page whose every form is printed,
 * includes/Takeover_Scripts.php prints their tags with a type no browser runs, and then this code (built as
 * order-form/takeover-after-first-paint.js, printed inline after them) adds them in the order they were printed.
 */

/** The type the held tags carry; includes/Takeover_Scripts.php prints the same. */
export const HELD_TYPE = 'formation-orders/after-first-paint';

/**
 * Replaces every held tag with one the browser runs, in their order:
 * - a file is added with `async = false`: such files run in the order they were added, each as soon as it and
 *   those before it are here;
 * - an inline script (translations, `wp.i18n` set-up) runs as it is added, so it waits until the last file added
 *   before it has run, or failed to load.
 */
export function runHeldScripts(): void {
	const held = document.querySelectorAll< HTMLScriptElement >(
		`script[type="${ HELD_TYPE }"]`
	);
	let next = 0;
	let lastFile: HTMLScriptElement | null = null;
	const addNext = (): void => {
		for ( ; next < held.length; next++ ) {
			const placeholder = held[ next ];
			if ( ! placeholder.src && lastFile ) {
				lastFile.onload = lastFile.onerror = addNext;
				lastFile = null;
				return;
			}
			const script = document.createElement( 'script' );
			for ( const { name, value } of placeholder.attributes ) {
				// An added file is async unless told otherwise (a `defer` does nothing on it).
				if ( name !== 'type' && name !== 'async' ) {
					script.setAttribute( name, value );
				}
			}
			if ( placeholder.src ) {
				script.async = false;
				lastFile = script;
			} else {
				script.text = placeholder.text;
			}
			placeholder.replaceWith( script );
		}
	};
	addNext();
}

/**
 * Calls `run` once the page's first frame is painted: a frame callback runs just before a paint, the task queued
 * from it after that paint. A hidden page (a background tab) paints nothing and gets no frames: `run` is called
 * at once.
 * @param run
 */
export function afterFirstPaint( run: () => void ): void {
	if ( document.hidden ) {
		run();
		return;
	}
	requestAnimationFrame( () => setTimeout( run ) );
}
