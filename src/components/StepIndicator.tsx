import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';

function stepStatus( index: number, current: number ): string {
	if ( index === current ) {
		return 'current';
	}
	return index < current ? 'before-current' : 'after-current';
}

/** The list of steps, the current one marked; earlier steps can be revisited. */
export const StepIndicator = observer(
	function StepIndicator(): React.ReactElement {
		const { steps } = useStore();
		return (
			<nav
				className="fo-steps"
				aria-label={ __( 'Order steps', 'formation-orders' ) }
			>
				<p className="fo-steps__mobile">
					{ sprintf(
						/* translators: 1: current step number, 2: number of steps. */ __(
							'Step %1$d/%2$d',
							'formation-orders'
						),
						steps.currentIndex + 1,
						steps.steps.length
					) }
				</p>
				<ol className="fo-steps__list">
					{ steps.steps.map( ( step, index ) => {
						const status = stepStatus( index, steps.currentIndex );
						return (
							<li
								key={ step.key || index }
								className={ `fo-steps__item ${ status }` }
								aria-current={
									status === 'current' ? 'step' : undefined
								}
							>
								{ index < steps.currentIndex ? (
									<button
										type="button"
										className="fo-link-button"
										onClick={ () => steps.goTo( index ) }
									>
										{ step.label }
									</button>
								) : (
									<span>{ step.label }</span>
								) }
							</li>
						);
					} ) }
				</ol>
			</nav>
		);
	}
);
