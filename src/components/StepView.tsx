import { observer } from 'mobx-react-lite';

import type { ModuleConfig, StepConfig } from '../config';
import type { TooltipMode } from '../engine/settings';
import { useStore } from '../store/store-context';
import { useFormIds } from './field-id';
import { HelpTooltip } from './HelpTooltip';
import { PrintedPart, usePrintedModule } from './printed-modules';

/** One module in its frame, or the printed one until React draws it (see printed-modules). */
const ModuleView = observer( function ModuleView( {
	module,
	ordinal,
	topic,
	tooltipMode,
}: {
	module: ModuleConfig;
	ordinal: number;
	topic: string;
	tooltipMode: TooltipMode;
} ): React.ReactElement | null {
	const store = useStore();
	const printed = usePrintedModule( ordinal, module.name );
	const loaded = store.modules.loaded( module );
	if ( printed ) {
		return <PrintedPart node={ printed } />;
	}
	if ( ! loaded ) {
		return null;
	}
	const { Component } = loaded.definition;
	const { helpText } = loaded.attributes;
	return (
		<div className={ `fo-module fo-module--${ module.name }` }>
			{ helpText && (
				<HelpTooltip
					text={ helpText }
					topic={ topic }
					mode={ tooltipMode }
				/>
			) }
			<Component attributes={ loaded.attributes } />
		</div>
	);
} );

/**
 * One step: its heading and its modules, in order. A module whose code is still loading shows its printed one
 * where the server printed it, else nothing yet (the spinner covers the step meanwhile: RootStore.busy). Modules
 * are counted (`ordinal`) as the server printed them: every module the conditions show.
 */
export const StepView = observer( function StepView( {
	step,
	modules,
	index,
	firstModule = 0,
	tooltipMode = 'popover',
}: {
	step: StepConfig;
	/** The modules whose conditions hold. */
	modules: ModuleConfig[];
	index: number;
	/** How many modules the form shows before this step's. */
	firstModule?: number;
	tooltipMode?: TooltipMode;
} ): React.ReactElement {
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
			{ modules.map( ( module, moduleIndex ) => (
				<ModuleView
					key={ `${ module.name }-${ moduleIndex }` }
					module={ module }
					ordinal={ firstModule + moduleIndex }
					topic={ step.label }
					tooltipMode={ tooltipMode }
				/>
			) ) }
		</section>
	);
} );
