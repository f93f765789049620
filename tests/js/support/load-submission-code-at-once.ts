import type {
	FormRequestCode,
	OrderCode,
} from '../../../src/order/load-submission-code';

/**
 * Jest's stand-in for src/order/load-submission-code.ts: the submission code handed over at once rather than as a
 * chunk. The chunk path itself is tested on its own (tests/js/order/load-submission-code.test.ts).
 */
export function loadSubmissionCode(): Promise< OrderCode > {
	return Promise.resolve( require( '../../../src/order/submission-code' ) );
}

export function loadFormRequestCode(): Promise< FormRequestCode > {
	return Promise.resolve(
		require( '../../../src/submission/form-request-code' )
	);
}

/** Nothing to fetch ahead: the code is here at once. */
export function prefetchSubmissionCode(): void {}
