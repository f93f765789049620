import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on our form only (the theme around it is not ours to fix): each violation as "rule: targets", so a
 * failing expectation names what to mend.
 * @param page
 * @param scope What to check: our form, or our controls in the block editor's sidebar.
 */
export async function axeViolations(
	page: Page,
	scope = '.formation-orders'
): Promise< string[] > {
	const results = await new AxeBuilder( { page } ).include( scope ).analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes.map( ( node ) => node.target ).join( ', ' ) }`
	);
}
