/** Step scrolling stops 100 px above its target, so the target is not hidden under the top of the window. */
export const SCROLL_OFFSET_PX = 100;

/**
 * Scrolls so the element sits 100 px below the top of the window (smoothly unless the visitor asked
 * for reduced motion).
 */
export function scrollToElement(
	element: Element | null | undefined,
	offset = SCROLL_OFFSET_PX
): void {
	if ( ! element || typeof window.scrollTo !== 'function' ) {
		return;
	}
	const reduceMotion =
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
	window.scrollTo( {
		top: element.getBoundingClientRect().top + window.scrollY - offset,
		behavior: reduceMotion ? 'auto' : 'smooth',
	} );
}
