import type { SubmissionCode } from '../../../src/order/load-submission-code';

/**
 * Jest's stand-in for src/order/load-submission-code.ts: the order code handed over at once rather than as a
 * chunk. The chunk path itself is tested on its own (tests/js/order/load-submission-code.test.ts).
 */
export function loadSubmissionCode(): Promise< SubmissionCode > {
	return Promise.resolve( require( '../../../src/order/submission-code' ) );
}

/** Nothing to fetch ahead: the code is here at once. */
export function prefetchSubmissionCode(): void {}
