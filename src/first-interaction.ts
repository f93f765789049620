/**
 * What the visitor does first on a form: a press (mouse, pen or touch), a key, or the keyboard's focus arriving in
 * it. The page holds back what only later use of the form needs (a step-by-step form's later steps) until then.
 */
const FIRST_USE_EVENTS = [ 'pointerdown', 'keydown', 'focusin' ] as const;

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
