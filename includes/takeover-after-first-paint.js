/*
 * Runs the scripts that take a printed order form over (React, wp.element, the form's view script, its module
 * chunks) once the browser has painted the page, instead of before its first paint.
 *
 * The form is printed, usable HTML: a visitor can read it, type and choose before any script has run. Printed at
 * the end of the page, these scripts made the browser fetch and run them before it painted anything, so the
 * printed form showed later than the same page without the form. includes/Takeover_Scripts.php prints their tags
 * with a type no browser runs; this file, printed after them, adds them in the order they were printed.
 *
 * - A script with a `src` is added with `async = false`: such scripts run in the order they were added, each as
 *   soon as it and those before it are here.
 * - An inline script (translations, `wp.i18n` set-up) runs when it is added, so it waits until the last script
 *   added before it has run.
 * - A hidden page (a background tab) paints nothing and gets no animation frames: its scripts run at once.
 */
( function ( heldType ) {
	function runHeldScripts() {
		const held = document.querySelectorAll(
			'script[type="' + heldType + '"]'
		);
		let index = 0;
		let lastAdded = null;

		function runNext() {
			for ( ; index < held.length; index++ ) {
				const placeholder = held[ index ];
				const src = placeholder.getAttribute( 'src' );
				if ( ! src && lastAdded ) {
					const waitFor = lastAdded;
					lastAdded = null;
					waitFor.addEventListener( 'load', runNext );
					waitFor.addEventListener( 'error', runNext );
					return;
				}
				const script = document.createElement( 'script' );
				for ( const attribute of placeholder.attributes ) {
					if (
						! [ 'type', 'async', 'defer' ].includes(
							attribute.name
						)
					) {
						script.setAttribute( attribute.name, attribute.value );
					}
				}
				if ( src ) {
					script.async = false;
					lastAdded = script;
				} else {
					script.text = placeholder.text;
				}
				placeholder.replaceWith( script );
			}
		}
		runNext();
	}

	if ( document.hidden ) {
		runHeldScripts();
	} else {
		// The frame callback runs just before the first paint; the task after it, once that paint is done.
		window.requestAnimationFrame( function () {
			setTimeout( runHeldScripts, 0 );
		} );
	}
} )( 'formation-orders/after-first-paint' );
