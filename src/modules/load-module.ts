import type { AnyModuleDefinition } from './module-definition';

/**
 * The page's code of one module block (blocks/<name>/module.ts), loaded on demand so that a page downloads
 * only the modules its form uses: webpack gives each block folder's module.ts its own chunk.
 * @param name The block name without the plugin's namespace, e.g. "state-picker".
 */
export function loadModule( name: string ): Promise< AnyModuleDefinition > {
	if ( ! /^[a-z0-9-]+$/.test( name ) ) {
		return Promise.reject( new Error( `Not a module block: ${ name }` ) );
	}
	return import(
		/* webpackChunkName: "order-form/[request]" */
		`../../blocks/${ name }/module`
	).then( ( loaded: { default: AnyModuleDefinition } ) => loaded.default );
}
