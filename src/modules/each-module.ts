import type { ModuleConfig, PageConfig } from '../config';

/**
 * The page's configuration with every module of its layout passed through `change`, steps and order kept: how
 * page-wide settings reach the blocks they govern before the form is built.
 * @param config The page's configuration.
 * @param change A module's configuration as the form should see it.
 */
export function withEachModule(
	config: PageConfig,
	change: ( module: ModuleConfig ) => ModuleConfig
): PageConfig {
	return {
		...config,
		form: {
			...config.form,
			steps: config.form.steps.map( ( step ) => ( {
				...step,
				modules: step.modules.map( change ),
			} ) ),
		},
	};
}
