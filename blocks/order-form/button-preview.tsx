import { __, sprintf } from '@wordpress/i18n';

import {
	isOrderFormType,
	submitButtonText,
	type FormType,
} from '../../src/submission/form-types';

interface Props {
	formType: FormType;
	stepMode: boolean;
	checkAnswers: boolean;
	submitText: string;
}

/**
 * Under the steps in the editor: the button the visitor sees on the last step, as the page draws it. With "Check
 * your answers" on an order, that is "Review Order", and the submit text moves to the review page.
 * @param props              The Order Form's attributes that choose the button.
 * @param props.formType     The form type.
 * @param props.stepMode     One step at a time (else every step on one page).
 * @param props.checkAnswers "Check answers before the order is placed".
 * @param props.submitText   The "Submit button text" (empty: the default).
 */
export function LastStepButton( {
	formType,
	stepMode,
	checkAnswers,
	submitText,
}: Props ): React.ReactElement {
	const submit = submitButtonText( formType, submitText );
	const review = checkAnswers && isOrderFormType( formType );
	const notes: string[] = [];
	if ( stepMode ) {
		notes.push(
			__(
				'Every step before the last shows "Continue".',
				'formation-orders'
			)
		);
	}
	if ( review ) {
		notes.push(
			sprintf(
				/* translators: %s: the submit button's text. */
				__(
					'"Review Order" opens "Check your answers", whose "%s" button places the order.',
					'formation-orders'
				),
				submit
			)
		);
	}
	return (
		<div className="fo-form__last-button">
			<p className="fo-form__last-button-label">
				{ stepMode
					? __( 'Last step’s button', 'formation-orders' )
					: __( 'The form’s button', 'formation-orders' ) }
			</p>
			<div className="fo-nav">
				<span className="fo-button fo-button--primary">
					{ review
						? __( 'Review Order', 'formation-orders' )
						: submit }
				</span>
			</div>
			{ notes.map( ( note ) => (
				<p key={ note } className="fo-form__last-button-note">
					{ note }
				</p>
			) ) }
		</div>
	);
}
