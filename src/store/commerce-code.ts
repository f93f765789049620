/**
 * Loads, and then holds, the code of a form that sells something (src/store/commerce.ts: products and cart). A page loads it before it builds such a form's store; forms that sell nothing never ask for it.
 */
import type { PageConfig } from '../config';
import { isOrderFormType } from '../submission/form-types';

export type CommerceCode = typeof import( './commerce' );

let loaded: CommerceCode | null = null;

/** The selling forms' code, once loaded or provided; null before. */
export const commerceCode = (): CommerceCode | null => loaded;

/**
 * Hands the code over when it is already at hand (the editor's bundle holds it), so that stores can be built at
 * once.
 * @param code The module src/store/commerce.ts.
 */
export function provideCommerceCode( code: CommerceCode ): void {
	loaded = code;
}

/** Between the tries of a chunk that did not arrive. */
const RETRY_AFTER_MS = [ 1000, 3000 ];

/**
 * Fetches the selling forms' code (its own chunk, which PHP usually printed with the page already). A chunk that
 * does not arrive is asked for again, twice, after a second and after three more.
 */
export async function loadCommerceCode(): Promise< CommerceCode > {
	for ( let attempt = 0; ! loaded; attempt++ ) {
		try {
			// Its chunk is order-form/commerce (webpack.config.js), which also takes the cart code modules share.
			loaded = await import( './commerce' );
		} catch ( error ) {
			if ( attempt >= RETRY_AFTER_MS.length ) {
				throw error;
			}
			await new Promise( ( resolve ) =>
				setTimeout( resolve, RETRY_AFTER_MS[ attempt ] )
			);
		}
	}
	return loaded;
}

/**
 * Whether a form sells something, and so has products and a cart: every order form type, and any form an editor
 * gave products to.
 * @param config The form's page configuration.
 */
export function sellsSomething( config: PageConfig ): boolean {
	return (
		isOrderFormType( config.form.formType ) ||
		config.form.steps.some( ( step ) =>
			step.modules.some(
				( module ) =>
					Array.isArray( module.attributes.products ) &&
					module.attributes.products.length > 0
			)
		)
	);
}
