import type { ModuleConfig, PageConfig } from '../config';
import { withEachModule } from '../modules/each-module';
import { stateListsOf } from './state-lists';

const namesNoNaicsStates = ( module: ModuleConfig ) =>
	module.name === 'company-information' &&
	! (
		Array.isArray( module.attributes.naicsStates ) &&
		module.attributes.naicsStates.length > 0
	);

/**
 * The page's layout with the site's state lists filled in where a block leaves the choice to the site: a
 * company information block that names no NAICS states requires the NAICS code in the site's "States that
 * require a NAICS code", so one setting governs every form that asks for the code.
 */
export function withSiteStateLists( config: PageConfig ): PageConfig {
	const { naicsRequired } = stateListsOf( config );
	return withEachModule( config, ( module ) =>
		namesNoNaicsStates( module )
			? {
					...module,
					attributes: {
						...module.attributes,
						naicsStates: [ ...naicsRequired ],
					},
				}
			: module
	);
}
