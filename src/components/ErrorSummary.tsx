import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import type { FieldRule } from '../validation/validate';
import { useStore } from '../store/store-context';
import { fieldId } from './field-id';
import { scrollToElement } from './scroll';

/**
 * GOV.UK-style summary of the errors that stopped Continue or Submit; it takes focus so the visitor
 * hears what to fix, and each entry jumps to its field.
 */
export const ErrorSummary = observer( function ErrorSummary( {
	fields,
}: {
	fields: FieldRule[];
} ): React.ReactElement | null {
	const { validation } = useStore();
	const ref = useRef< HTMLDivElement >( null );
	const failures = fields.filter( ( field ) =>
		validation.errorOf( field.path )
	);
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
			aria-labelledby="fo-error-summary-title"
		>
			<h2 className="fo-error-summary__title" id="fo-error-summary-title">
				{ __( 'There is a problem', 'formation-orders' ) }
			</h2>
			<ul className="fo-error-summary__list">
				{ failures.map( ( field ) => (
					<li key={ field.path }>
						<a
							href={ `#${ fieldId( field.path ) }` }
							onClick={ ( event ) => {
								event.preventDefault();
								document
									.getElementById( fieldId( field.path ) )
									?.focus();
							} }
						>
							{ validation.errorOf( field.path ) }
						</a>
					</li>
				) ) }
			</ul>
		</div>
	);
} );
