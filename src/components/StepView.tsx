import { moduleComponents } from '../modules/components';
import type { ModuleConfig, StepConfig } from '../config';

/**
 * One step: its heading and its modules, in order.
 * @param root0
 * @param root0.step
 * @param root0.modules
 * @param root0.index
 */
export function StepView( {
	step,
	modules,
	index,
}: {
	step: StepConfig;
	/** The modules whose conditions hold. */
	modules: ModuleConfig[];
	index: number;
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
						<Module attributes={ module.attributes } />
					</div>
				) : null;
			} ) }
		</section>
	);
}
