import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { useFormIds } from './field-id';

/**
 * The steps with their status: each shows valid/total required fields (optional ones do not count) and a bar
 * of its valid and failed shares; a total progress bar; on mobile a "Step {n}/{total}" toggle opens the
 * list. Clicking the current step only toggles the menu; another step switches to it.
 */
export const StepIndicator = observer( function StepIndicator( {
	onNavigate,
}: {
	onNavigate?: () => void;
} ): React.ReactElement {
	const { steps } = useStore();
	const ids = useFormIds();
	const [ menuOpen, setMenuOpen ] = useState( false );
	const progress = Math.round( steps.totalProgress * 100 );
	const mobileLabel = sprintf(
		/* translators: 1: current step number, 2: number of steps. */
		__( 'Step %1$d/%2$d', 'formation-orders' ),
		steps.currentIndex + 1,
		steps.steps.length
	);

	return (
		<nav
			className={ `fo-steps${ menuOpen ? ' is-open' : '' }` }
			aria-label={ __( 'Order steps', 'formation-orders' ) }
		>
			<button
				type="button"
				className="fo-steps__mobile"
				aria-expanded={ menuOpen }
				aria-controls={ ids.of( 'steps-list' ) }
				onClick={ () => setMenuOpen( ! menuOpen ) }
			>
				{ mobileLabel }
			</button>
			<ol className="fo-steps__list" id={ ids.of( 'steps-list' ) }>
				{ steps.steps.map( ( step, index ) => {
					const status = steps.statusOf( index );
					const current = index === steps.currentIndex;
					return (
						<li
							key={ step.key || index }
							className={ [
								'fo-steps__item',
								...status.classes,
							].join( ' ' ) }
							style={
								status.indicatorStyle as React.CSSProperties
							}
							aria-current={ current ? 'step' : undefined }
						>
							<button
								type="button"
								className="fo-steps__button"
								onClick={ () => {
									if ( current ) {
										setMenuOpen( ! menuOpen );
										return;
									}
									setMenuOpen( false );
									steps.navigateFromIndicator( index );
									onNavigate?.();
								} }
							>
								<span className="fo-steps__label">
									{ step.label }
								</span>
								{ status.fieldsTotalNum > 0 && (
									<span
										className="fo-steps__count"
										// Read back from the printed first view until the step's code arrives.
										data-valid={ status.fieldsValidNum }
										data-total={ status.fieldsTotalNum }
									>
										{ sprintf(
											/* translators: 1: valid required fields, 2: all required fields. */
											__(
												'%1$d/%2$d fields complete',
												'formation-orders'
											),
											status.fieldsValidNum,
											status.fieldsTotalNum
										) }
									</span>
								) }
							</button>
							<span
								className="fo-steps__bar"
								aria-hidden="true"
							/>
						</li>
					);
				} ) }
			</ol>
			<div
				className="fo-progress"
				role="progressbar"
				aria-label={ __( 'Form progress', 'formation-orders' ) }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ progress }
			>
				<span
					className="fo-progress__bar"
					style={ { width: `${ progress }%` } }
				/>
			</div>
		</nav>
	);
} );
