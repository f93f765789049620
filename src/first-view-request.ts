/**
 * The server prints each order form's first view into the page, as the form's own React components drew it in the
 * browser of someone who may edit the page (includes/First_Views.php). A form with no view for its configuration
 * asks for one through its wrapper's `data-formation-orders-first-view` attribute, printed only for such people;
 * the page answers it only when opened for that (by the block editor after a save, or the stack's seed), so that an
 * editor's ordinary visit keeps the form they were filling in.
 */

/** The query that opens a page to draw its forms' first views. */
export const CAPTURE_QUERY = 'formation-orders-first-view';

export interface CaptureRequest {
	/** The key the server stores the view under. */
	key: string;
	/** The REST route that stores it. */
	url: string;
	/** The REST nonce of the person viewing. */
	nonce: string;
}

/** The server's request for this form's first view, when the page was opened to answer it; null otherwise. */
export function captureRequestOf(
	wrapper: HTMLElement,
	location: Pick< Location, 'search' > = window.location
): CaptureRequest | null {
	const asked = wrapper.getAttribute( 'data-formation-orders-first-view' );
	if (
		! asked ||
		! new URLSearchParams( location.search ).has( CAPTURE_QUERY )
	) {
		return null;
	}
	try {
		const { key, url, nonce } = JSON.parse(
			asked
		) as Partial< CaptureRequest >;
		return typeof key === 'string' &&
			typeof url === 'string' &&
			typeof nonce === 'string'
			? { key, url, nonce }
			: null;
	} catch {
		return null;
	}
}

const CONTROLS = 'input, select, textarea, option';

/**
 * The markup of the form React has just drawn into `mountPoint`, as the server is to print it.
 * - The state of each control is written into its markup: React sets a select's choice, a box's tick and a
 *   field's value as properties, which serialising would lose.
 * - Every button is disabled: until the script has taken the form over, nothing may pretend to send it, and a
 *   disabled default button also stops Enter in a field from sending it.
 * @param mountPoint
 */
export function firstViewOf( mountPoint: HTMLElement ): string {
	const copy = mountPoint.cloneNode( true ) as HTMLElement;
	const live = mountPoint.querySelectorAll( CONTROLS );
	copy.querySelectorAll( CONTROLS ).forEach( ( element, index ) => {
		const source = live[ index ];
		if ( source instanceof HTMLOptionElement ) {
			element.toggleAttribute( 'selected', source.selected );
		} else if (
			source instanceof HTMLInputElement &&
			( source.type === 'checkbox' || source.type === 'radio' )
		) {
			element.toggleAttribute( 'checked', source.checked );
		} else if ( source instanceof HTMLTextAreaElement ) {
			element.textContent = source.value;
		} else if ( source instanceof HTMLInputElement ) {
			element.setAttribute( 'value', source.value );
		}
	} );
	copy.querySelectorAll( 'button' ).forEach( ( button ) =>
		button.setAttribute( 'disabled', '' )
	);
	return copy.innerHTML;
}
