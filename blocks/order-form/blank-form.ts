import { formTypeOf, type FormType } from '../../src/submission/form-types';
import { defaultStepLabel } from '../form-step/step-label';

/** An inner-blocks template entry: block name, attributes, inner blocks. */
type BlockTemplate = [ string, Record< string, unknown >?, BlockTemplate[]? ];

/**
 * A blank form: one step, its label its heading, holding the modules the form type cannot be sent without (the
 * payment module of an order form).
 * @param formType The form type the editor chose.
 */
export function blankForm( formType: FormType ): BlockTemplate[] {
	return [
		[
			'formation-orders/form-step',
			{ key: 'step-1', label: defaultStepLabel( 1 ) },
			formTypeOf( formType ).modules.map( ( module ) => [
				`formation-orders/${ module }`,
			] ),
		],
	];
}
