/**
 * "Check your answers" (the review, and the answers it lists) is a chunk of its own: it is drawn only after the
 * visitor has filled every step in, and only by forms that review before they submit, so no page downloads it
 * with the form. It comes in the background once the visitor starts on such a form (src/frontend.tsx), so the
 * review rarely waits for it.
 */
export type CheckAnswersCode = typeof import( './CheckAnswers' );

let loaded: CheckAnswersCode | null = null;
/** The one request; forgotten when it fails, so that the next "Review Order" asks again. */
let pending: Promise< CheckAnswersCode > | null = null;

/** The review's code, once loaded; null before. */
export const checkAnswersCode = (): CheckAnswersCode | null => loaded;

/** Fetches the review's code, once. */
export function loadCheckAnswers(): Promise< CheckAnswersCode > {
	pending ??= import(
		/* webpackChunkName: "order-form/check-answers" */ './CheckAnswers'
	).then(
		( code ) => ( loaded = code ),
		( error ) => {
			pending = null;
			throw error;
		}
	);
	return pending;
}
