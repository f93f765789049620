import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { reviewAnswers } from '../engine/answers';
import { useStore } from '../store/store-context';
import type { FormDataPath } from '../form-data/typed-paths';

interface Props {
	/** Opens the field's step with the field focused; its Continue comes back here. */
	onChange: ( path: FormDataPath ) => void;
}

/**
 * "Check your answers" (the GOV.UK pattern): every answer grouped by step, each with a "Change" link named
 * after what it changes, so a screen reader user hears "Change Company Name", not a row of "Change".
 */
export const CheckAnswers = observer( function CheckAnswers( {
	onChange,
}: Props ): React.ReactElement {
	const store = useStore();
	const { ids } = store;
	return (
		<section
			className="fo-check-answers"
			aria-labelledby={ ids.of( 'check-answers-title' ) }
		>
			<h2
				className="fo-check-answers__title"
				id={ ids.of( 'check-answers-title' ) }
				tabIndex={ -1 }
			>
				{ __( 'Check your answers', 'formation-orders' ) }
			</h2>
			<p>
				{ __(
					'Your order is placed only when you submit it below. Change anything that is not right.',
					'formation-orders'
				) }
			</p>
			{ reviewAnswers( store ).map( ( step ) => (
				<div className="fo-check-answers__step" key={ step.stepIndex }>
					<h3 className="fo-check-answers__step-title">
						{ step.label }
					</h3>
					<dl className="fo-summary-list">
						{ step.answers.map( ( answer ) => (
							<div
								className="fo-summary-list__row"
								key={ `${ answer.path }:${ answer.label }` }
							>
								<dt className="fo-summary-list__key">
									{ answer.label }
								</dt>
								<dd className="fo-summary-list__value">
									{ answer.value }
								</dd>
								<dd className="fo-summary-list__actions">
									<button
										type="button"
										className="fo-link-button"
										onClick={ () =>
											onChange( answer.path )
										}
									>
										{ __( 'Change', 'formation-orders' ) }
										<span className="screen-reader-text">
											{ ` ${ answer.label }` }
										</span>
									</button>
								</dd>
							</div>
						) ) }
					</dl>
				</div>
			) ) }
		</section>
	);
} );
