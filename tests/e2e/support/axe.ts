import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on our form only (the theme around it is not ours to fix): each violation as "rule: targets", so a
 * failing expectation names what to mend.
 * @param page
 */
export async function axeViolations( page: Page ): Promise< string[] > {
	const results = await new AxeBuilder( { page } )
		.include( '.formation-orders' )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes.map( ( node ) => node.target ).join( ', ' ) }`
	);
}
