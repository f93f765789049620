import { moduleComponents } from '../modules/components';
import type { ModuleConfig, StepConfig } from '../config';
import type { TooltipMode } from '../engine/settings';
import { HelpTooltip } from './HelpTooltip';

/**
 * One step: its heading and its modules, in order.
 * @param root0
 * @param root0.step
 * @param root0.modules
 * @param root0.index
 * @param root0.tooltipMode
 */
export function StepView( {
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
	const headingId = `fo-step-${ index }-title`;
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
				const Module = moduleComponents[ module.name ];
				return Module ? (
					<div
						className={ `fo-module fo-module--${ module.name }` }
						key={ `${ module.name }-${ moduleIndex }` }
					>
						{ typeof module.attributes.helpText === 'string' &&
							module.attributes.helpText && (
								<HelpTooltip
									text={ module.attributes.helpText }
									topic={ step.label }
									mode={ tooltipMode }
								/>
							) }
						<Module attributes={ module.attributes } />
					</div>
				) : null;
			} ) }
		</section>
	);
}
