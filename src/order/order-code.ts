import type { OrderCode, SubmissionCode } from './load-submission-code';

/**
 * The order code, for what only an order does (its payload, its card, its tracking): a form that sells nothing
 * loads only the code that sends its request.
 * @param code The submission code loaded for the form.
 */
export function orderCodeOf( code: SubmissionCode ): OrderCode {
	if ( ! ( 'paidOrderData' in code ) ) {
		throw new Error(
			'This form sells nothing: it has no order to build, pay or track.'
		);
	}
	return code;
}
