import type { PageConfig } from './config';

/** The attribute of an order form's wrapper that names the id of its configuration script. */
export const CONFIG_ID_ATTRIBUTE = 'data-formation-orders-config';

/**
 * The configuration WordPress printed for this order form, or null when the wrapper is not one WordPress printed.
 * Only the `<script type="application/json">` that is a direct child of the wrapper and carries the id the
 * wrapper names counts. A post's author can write markup with our class names (kses keeps classes, ids and data
 * attributes) but never a script element, so a look-alike made of other elements, or one that points at another
 * form's script, configures nothing: otherwise an author could choose which scripts the page loads and where
 * the card goes.
 */
export function printedConfigOf( wrapper: HTMLElement ): PageConfig | null {
	const id = wrapper.getAttribute( CONFIG_ID_ATTRIBUTE );
	if ( ! id ) {
		return null;
	}
	const script = Array.from( wrapper.children ).find(
		( child ) => child.id === id
	);
	if (
		! ( script instanceof HTMLScriptElement ) ||
		script.type !== 'application/json' ||
		! script.textContent
	) {
		return null;
	}
	try {
		const config: unknown = JSON.parse( script.textContent );
		return config && typeof config === 'object'
			? ( config as PageConfig )
			: null;
	} catch {
		return null;
	}
}

/** The element the form renders into: a direct child of the wrapper WordPress printed. */
export function mountPointOf( wrapper: HTMLElement ): HTMLElement | null {
	return (
		Array.from( wrapper.children ).find(
			( child ): child is HTMLElement =>
				child instanceof HTMLElement &&
				child.classList.contains( 'formation-orders__mount' )
		) ?? null
	);
}
