/**
 * What the visitor does first on a form: the pointer coming over it (a mouse on its way to a field or button), a
 * press (mouse, pen or touch), a key, the keyboard's focus arriving in it, or a value changing without any of these
 * (the browser's autofill, assistive technology). The page holds back what only use of the form needs (the code of
 * the modules after the first, the code that sends it) until then. A printed button stays disabled until its
 * module's code is here: the pointer coming over the form usually brings that code before the click.
 */
const FIRST_USE_EVENTS = [
	'pointerover',
	'pointerdown',
	'keydown',
	'focusin',
	'input',
	'change',
] as const;

/**
 * Runs `then` once, at the visitor's first press, key or focus inside `form`; at once when the focus is already in
 * it (the visitor started on the printed form before the script ran).
 */
export function onFirstInteraction(
	form: HTMLElement,
	then: () => void
): void {
	if ( form.contains( form.ownerDocument.activeElement ) ) {
		then();
		return;
	}
	const first = () => {
		FIRST_USE_EVENTS.forEach( ( type ) =>
			form.removeEventListener( type, first, true )
		);
		then();
	};
	// In the capture phase: nothing inside the form can stop it from being seen.
	FIRST_USE_EVENTS.forEach( ( type ) =>
		form.addEventListener( type, first, true )
	);
}
