/**
 * A step's label and key: the label is its heading and its name in the step indicator, the key names it in the
 * form data and in analytics.
 */
import { __, sprintf } from '@wordpress/i18n';

export interface StepLabel {
	key: string;
	label: string;
}

/**
 * The label a new step starts with: "Step 3".
 * @param number The step's number in the form.
 */
export const defaultStepLabel = ( number: number ): string =>
	/* translators: %d: the step's number in the form. */
	sprintf( __( 'Step %d', 'formation-orders' ), number );

export const toKey = ( label: string ) =>
	label
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );

/**
 * A new label, and the key with it while the key still follows the label (empty, or made from the old label): a
 * step added as "Step 3" (key "step-3") and renamed "Documents" gets the key "documents", but a key the editor
 * typed stays.
 * @param attributes The step's attributes.
 * @param label      The new label.
 */
export function relabel( attributes: StepLabel, label: string ): StepLabel {
	const keyFollowsLabel =
		! attributes.key || attributes.key === toKey( attributes.label );
	return { label, key: keyFollowsLabel ? toKey( label ) : attributes.key };
}

/**
 * The first "Step N" no step of the form is labelled or keyed as yet, counting on from the number of steps: the
 * third step is "Step 3", and a form whose steps were reordered or renamed gets no second "Step 3".
 * @param steps The form's steps' attributes.
 */
export function nextStepNumber(
	steps: Array< { label?: string; key?: string } >
): number {
	const taken = new Set(
		steps.flatMap( ( { label = '', key = '' } ) => [ label, key ] )
	);
	let number = steps.length + 1;
	while (
		taken.has( defaultStepLabel( number ) ) ||
		taken.has( `step-${ number }` )
	) {
		number++;
	}
	return number;
}
