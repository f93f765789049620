import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { useFormIds } from './field-id';
import { scrollToElement } from './scroll';
import type { FormDataPath } from '../form-data/typed-paths';

/**
 * GOV.UK-style summary of the errors that stopped Continue or Submit; it takes focus so the visitor
 * hears what to fix. It lists the errors of every visible step (after a Submit in step mode some may be
 * on another step, named after the message), and each entry brings the visitor to its field: switching
 * steps where needed, scrolling to it and focusing it.
 */
export const ErrorSummary = observer( function ErrorSummary( {
	onGoToField,
}: {
	onGoToField: ( path: FormDataPath ) => void;
} ): React.ReactElement | null {
	const { steps, validation } = useStore();
	const ids = useFormIds();
	const ref = useRef< HTMLDivElement >( null );
	const failures = steps.errorSummary;
	const attempt = validation.failedAttempt;

	useEffect( () => {
		if ( attempt > 0 && ref.current ) {
			// Focus without the browser's own jump, then scroll so it sits 100 px from the top.
			ref.current.focus( { preventScroll: true } );
			scrollToElement( ref.current );
		}
	}, [ attempt ] );

	if ( attempt === 0 || failures.length === 0 ) {
		return null;
	}
	return (
		<div
			className="fo-error-summary"
			ref={ ref }
			tabIndex={ -1 }
			role="alert"
			aria-labelledby={ ids.of( 'error-summary-title' ) }
		>
			<h2
				className="fo-error-summary__title"
				id={ ids.of( 'error-summary-title' ) }
			>
				{ __( 'There is a problem', 'formation-orders' ) }
			</h2>
			<ul className="fo-error-summary__list">
				{ failures.map( ( { field, stepIndex } ) => (
					<li key={ field.path }>
						<a
							href={ `#${ ids.field( field.path ) }` }
							onClick={ ( event ) => {
								event.preventDefault();
								onGoToField( field.path );
							} }
						>
							{ validation.errorOf( field.path ) }
							{ steps.stepMode &&
								stepIndex !== steps.currentIndex && (
									<span className="fo-error-summary__step">
										{ ' ' }
										{ sprintf(
											/* translators: %s: the label of the step that holds the field, e.g. "Account". */
											__(
												'(%s step)',
												'formation-orders'
											),
											steps.steps[ stepIndex ]?.label ??
												''
										) }
									</span>
								) }
						</a>
					</li>
				) ) }
			</ul>
		</div>
	);
} );
