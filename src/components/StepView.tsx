import { observer } from 'mobx-react-lite';

import type { ModuleConfig, StepConfig } from '../config';
import type { TooltipMode } from '../engine/settings';
import { useStore } from '../store/store-context';
import { useFormIds } from './field-id';
import { HelpTooltip } from './HelpTooltip';

/**
 * One step: its heading and its modules, in order. A module whose code is still loading shows nothing yet;
 * the spinner covers the step meanwhile (RootStore.busy).
 */
export const StepView = observer( function StepView( {
	step,
	modules,
	index,
	tooltipMode = 'popover',
}: {
	step: StepConfig;
	/** The modules whose conditions hold. */
	modules: ModuleConfig[];
	index: number;
	tooltipMode?: TooltipMode;
} ): React.ReactElement {
	const store = useStore();
	const headingId = useFormIds().stepTitle( index );
	return (
		<section
			className="fo-step"
			aria-labelledby={ headingId }
			data-step-key={ step.key }
		>
			<h2 className="fo-step__title" id={ headingId } tabIndex={ -1 }>
				{ step.label }
			</h2>
			{ modules.map( ( module, moduleIndex ) => {
				const loaded = store.modules.loaded( module );
				if ( ! loaded ) {
					return null;
				}
				const { Component } = loaded.definition;
				const { helpText } = loaded.attributes;
				return (
					<div
						className={ `fo-module fo-module--${ module.name }` }
						key={ `${ module.name }-${ moduleIndex }` }
					>
						{ helpText && (
							<HelpTooltip
								text={ helpText }
								topic={ step.label }
								mode={ tooltipMode }
							/>
						) }
						<Component attributes={ loaded.attributes } />
					</div>
				);
			} ) }
		</section>
	);
} );
