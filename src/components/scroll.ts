/** Where step scrolling stops above its target (form-screens.md §2.1: scroll offset is 100 px). */
export const SCROLL_OFFSET_PX = 100;

/**
 * Scrolls so the element sits 100 px below the top of the window (smoothly unless the visitor asked
 * for reduced motion).
 * @param element
 * @param offset
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
