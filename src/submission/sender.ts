/**
 * What sends a form once the visitor presses Submit, and finds out what became of a submission whose answer never
 * came. It travels in the submission chunk (webpack.config.js, formRequest), not in the view script: every form
 * draws and validates without it, and the page fetches it once the visitor starts on the form. Its state lives in
 * the SubmissionStore, which the form draws from.
 */
import { flow, toJS, when } from 'mobx';

import type {
	FormAnswer,
	FormFields,
	OutcomeAnswer,
	SignupAnswer,
	SignupResult,
	TokenizerAnswer,
	Transport,
} from '../api/types';
import { canMakeOrderKeys } from '../api/order-key';
import { MAX_SUBMIT_ATTEMPTS, REDIRECT_DELAY_MS } from '../config';
import {
	asCheckoutError,
	cannotTakeOrderError,
	captchaMissingError,
	formTypeNotSetError,
	tooManyAttemptsError,
} from '../errors/submission-errors';
import { isNetworkFailure } from '../errors/network';
import { outcomeTexts } from '../errors/outcome-texts';
import { serverAnswerError } from '../errors/server-answer-errors';
import type { SubmissionCode } from '../order/load-submission-code';
import { safeRedirect } from '../safe-url';
import type { SubmissionStore } from '../store/SubmissionStore';
import { serializeForStorage, withoutSecrets } from '../store/persistence';
import type { RootStore } from '../store/RootStore';
import { PAID_ORDER, type SubmissionPipeline } from './form-pipelines';
import { formTypeOf, thankYouDestination } from './form-types';
import type { OrderAttempt } from './order-attempt';

/** The gateway's code for a submission that timed out upstream: it may or may not have been placed. */
export const OUTCOME_UNKNOWN = 'outcome_unknown';
/** The gateway's code for a key it holds for another request (includes/Gateway/Idempotency_Store.php). */
const KEY_REUSED = 'order_key_reused';
/** How often the page asks about an outcome the gateway is still waiting for, and how long between asks. */
const OUTCOME_ASKS = 5;
const OUTCOME_PENDING_WAIT_MS = 2000;
/** An order rebuilt without a card, to ask about its outcome and to tell one order from another. */
export const NO_CARD: TokenizerAnswer = {
	success: true,
	token: '',
	customer_id: '',
};

/** What a form that sells nothing answers when asked to build, pay or track an order. */
const SELLS_NOTHING =
	'This form sells nothing: it has no order to build, pay or track.';

/** What one submission sends; signupData for an order, files for an application. */
export interface SubmissionRequest {
	fields: FormFields;
	fingerprint: string;
	signupData?: Record< string, unknown >;
	files?: Record< string, Blob >;
}

/** A success answer as the result the thank-you destination reads; null for a refusal. */
function resultOf( answer: FormAnswer ): SignupResult | null {
	if ( answer.result ) {
		return answer.result;
	}
	return answer.success === true
		? { priority: answer.priority === true }
		: null;
}

/** Where the sender reads and writes: the form's submission state and the rest of its store. */
export interface SenderContext {
	state: SubmissionStore;
	root: RootStore;
	transport: Transport;
	navigate: ( url: string ) => void;
	code: SubmissionCode;
	attempt: OrderAttempt;
}

/**
 * Sends the form the way its form type names (src/submission/): login, password reset, free account, affiliate
 * signup and the message forms post their own action, with a captcha answer where they need one; an order
 * tokenizes the card from the browser and posts process_signup, which only its subclass in the order code can do
 * (src/submission/order-sender.ts). Then the thank-you destination of the form type.
 */
export class Sender {
	private redirectTimer: ReturnType< typeof setTimeout > | undefined;

	constructor( protected readonly context: SenderContext ) {}

	/**
	 * Sends the form; what the SubmissionStore has checked already: the form is valid and nothing else is on its
	 * way. A MobX flow, so that each step between two answers changes the form's state as one action.
	 */
	send(): Promise< void > {
		return flow( () => this.sending() )();
	}

	/** On page load, a submission of this tab whose outcome is unknown: the page goes where its outcome says. */
	resumeUnknownOutcome(): Promise< void > {
		return flow( () => this.resuming() )();
	}

	private *sending(): Generator< Promise< unknown >, void, never > {
		const { state, root, attempt } = this.context;
		if ( state.attempts > MAX_SUBMIT_ATTEMPTS ) {
			state.error = tooManyAttemptsError();
			return;
		}
		if ( ! root.formData.formType ) {
			state.error = formTypeNotSetError();
			return;
		}
		const pipeline = formTypeOf( root.formData.formType ).pipeline;
		if ( pipeline.captcha && ! state.captchaResponse ) {
			state.error = captchaMissingError();
			return;
		}
		if ( pipeline.orderKey && ! canMakeOrderKeys() ) {
			state.error = cannotTakeOrderError();
			return;
		}

		state.status = 'in-progress';
		try {
			// Nothing is sent while the last submission's outcome is unknown: first find out what became of it.
			if ( pipeline.orderKey && attempt.outcomeUnknown ) {
				yield* this.findOutcome( pipeline, true );
				if ( attempt.outcomeUnknown || state.response ) {
					return;
				}
				state.status = 'in-progress';
			}
			if ( pipeline.tokenizes ) {
				yield* this.placeOrder();
			} else {
				yield* this.sendForm( pipeline );
			}
		} catch ( error ) {
			if ( attempt.outcomeUnknown && isNetworkFailure( error ) ) {
				// The request left and no answer came back: it may have arrived. Find out, as after a timeout.
				yield* this.findOutcome( pipeline );
				return;
			}
			state.status = 'idle';
			state.validatingPrice = false;
			state.error = asCheckoutError( error );
			this.spendCaptcha( pipeline );
		}
	}

	private *resuming(): Generator< Promise< unknown >, void, never > {
		const { state, root } = this.context;
		const pipeline = formTypeOf( root.formData.formType ).pipeline;
		state.status = 'in-progress';
		try {
			// An order is rebuilt from the cart, which needs the products.
			yield when( () => root.productsLoaded );
			yield* this.findOutcome( pipeline );
		} catch {
			state.status = 'idle';
			root.notifications.notify( outcomeTexts( pipeline ).stillUnknown, {
				timeoutMs: 0,
			} );
		}
	}

	/**
	 * Asks the gateway what became of the submission whose outcome is unknown, with the same request rebuilt
	 * without card token or captcha answer (the gateway answers only the request the key was used for), while
	 * the page says the order may have gone through. Placed: where a placed order goes. Not placed: the same key
	 * goes again on the next Submit. Still unknown: the visitor is told so, and the key stays.
	 */
	protected *findOutcome(
		pipeline: SubmissionPipeline,
		/** Asked on a Submit: when not placed, the submission simply goes on. */
		beforeSending = false
	): Generator< Promise< unknown >, void, never > {
		const { state, root, transport, attempt } = this.context;
		const texts = outcomeTexts( pipeline );
		const key = attempt.unknownKey!;
		state.status = 'in-progress';
		state.outcomeNotice = texts.checking;
		const request = this.requestOf( pipeline, NO_CARD, key );
		let answer: OutcomeAnswer = {};
		for ( let ask = 1; ask <= OUTCOME_ASKS; ask++ ) {
			try {
				answer = ( yield transport.checkOutcome(
					pipeline.action,
					request.fields,
					key
				) ) as OutcomeAnswer;
			} catch {
				answer = {};
			}
			if ( answer.outcome !== 'pending' || ask === OUTCOME_ASKS ) {
				break;
			}
			// WordPress is still waiting for the marketing API's answer.
			yield new Promise( ( resolve ) =>
				setTimeout( resolve, OUTCOME_PENDING_WAIT_MS )
			);
		}
		state.outcomeNotice = null;
		const placed =
			answer.outcome === 'placed' && answer.answer
				? resultOf( answer.answer )
				: null;
		if ( placed ) {
			root.notifications.notify( texts.placed );
			this.placed( placed, request.signupData, key );
			return;
		}
		state.status = 'idle';
		if ( answer.outcome === 'not_placed' ) {
			attempt.notPlaced();
			if ( beforeSending ) {
				return;
			}
		}
		state.validatingPrice = false;
		this.spendCaptcha( pipeline );
		root.notifications.notify(
			answer.outcome === 'not_placed'
				? texts.notPlaced
				: texts.stillUnknown,
			{ timeoutMs: 0 }
		);
	}

	/**
	 * What a submission of this form sends, built from the form data; with NO_CARD and the key it is also the
	 * question about an unknown outcome. The fingerprint is what was ordered: the request without card token,
	 * password, captcha answer, files or key, which a reload cannot bring back or changes by itself.
	 */
	protected requestOf(
		pipeline: SubmissionPipeline,
		card: TokenizerAnswer,
		key: string
	): SubmissionRequest {
		const { root, code } = this.context;
		const { formData, config, engine } = root;
		if ( pipeline.tokenizes ) {
			return this.paidRequestOf( card, key );
		}
		const { data, files } = code.formRequestOf(
			formTypeOf( formData.formType ).request,
			formData,
			{
				// The account system needs a full address; the block's setting may be a path ("/login/").
				loginUrl: new URL( engine.loginUrl, window.location.href ).href,
				websiteId: config.websiteId,
			}
		);
		const fields: FormFields = {
			formType: formData.formType,
			[ pipeline.dataField ]: JSON.stringify( data ),
			...( pipeline.action === PAID_ORDER.action
				? { formFileName: config.form?.formFileName ?? '' }
				: {} ),
		};
		return {
			fields,
			files,
			fingerprint: JSON.stringify(
				withoutSecrets( fields as Record< string, unknown > )
			),
		};
	}

	/**
	 * An order: its card tokenized from the browser, its payload, its conversion. Only the order code's sender
	 * (src/submission/order-sender.ts, which a form that sells nothing never downloads) places one.
	 */
	protected *placeOrder(): Generator< Promise< unknown >, void, never > {
		throw new Error( SELLS_NOTHING );
	}

	/**
	 * An order's request, with the card's token and the order key (NO_CARD to ask about an outcome or to tell
	 * orders apart); only the order code's sender builds one.
	 */
	protected paidRequestOf: (
		card: TokenizerAnswer,
		key: string
	) => SubmissionRequest = () => {
		throw new Error( SELLS_NOTHING );
	};

	/**
	 * A placed order's conversion, from its answer, the order as sent (none for a form that is not an order) and
	 * its key; a form that sells nothing buys nothing, so tracks nothing.
	 */
	protected trackPurchase: (
		result: SignupResult,
		signupData: Record< string, unknown > | undefined,
		key: string
	) => void = () => undefined;

	/**
	 * Any other form: its action, its JSON field, the captcha answer where it needs one; no card.
	 */
	private *sendForm(
		pipeline: SubmissionPipeline
	): Generator< Promise< unknown >, void, never > {
		const { state, transport, attempt } = this.context;
		const { fields, files, fingerprint } = this.requestOf(
			pipeline,
			NO_CARD,
			''
		);
		const key = pipeline.orderKey ? attempt.keyFor( fingerprint ) : '';
		const sent: FormFields = {
			...fields,
			...( pipeline.captcha
				? { captchaResponse: state.captchaResponse }
				: {} ),
		};
		if ( files ) {
			Object.assign( sent, files );
			state.uploadProgress = 0;
		}
		if ( key ) {
			attempt.sending( key, fingerprint, this.sentFormData() );
		}
		let answer: FormAnswer;
		try {
			answer = ( yield transport.submitForm( pipeline.action, sent, {
				...( key ? { orderKey: key } : {} ),
				...( files
					? {
							onUploadProgress: ( share: number ) =>
								state.setUploadProgress( share ),
						}
					: {} ),
			} ) ) as FormAnswer;
		} finally {
			state.uploadProgress = null;
		}
		const result = resultOf( answer );
		if ( result ) {
			this.placed( result, undefined, key );
			return;
		}
		if ( key && answer.code === OUTCOME_UNKNOWN ) {
			yield* this.findOutcome( pipeline );
			return;
		}
		if ( key ) {
			this.refused( answer );
		}
		throw serverAnswerError( answer, pipeline.refusal );
	}

	/**
	 * A placed order (or sent form): the key's record ends, an order's conversion is tracked, the visitor goes
	 * to the thank-you destination.
	 */
	protected placed(
		result: SignupResult,
		signupData: Record< string, unknown > | undefined,
		key: string
	): void {
		this.context.attempt.forget();
		this.trackPurchase( result, signupData, key );
		this.succeed( result );
	}

	/**
	 * A refused submission placed nothing: the same order may go again under its key, unless the gateway said the
	 * key belongs to another request, which no retry with it can change.
	 * @param answer
	 */
	protected refused( answer: SignupAnswer ): void {
		if ( answer.code === KEY_REUSED ) {
			this.context.attempt.forget();
		} else {
			this.context.attempt.notPlaced();
		}
	}

	/** The form data as sent (the public part, never the card or password), kept with an unknown outcome. */
	protected sentFormData(): string {
		return serializeForStorage(
			toJS( this.context.root.formData.publicData )
		);
	}

	/** A provider answer is good for one check: after a refusal the visitor ticks the box again. */
	private spendCaptcha( pipeline: SubmissionPipeline ): void {
		if ( pipeline.captcha ) {
			this.context.state.spendCaptcha();
		}
	}

	dispose(): void {
		clearTimeout( this.redirectTimer );
	}

	/**
	 * Success: the response is stored, then the redirect flag set, then the visitor goes to the form type's
	 * thank-you destination 1500 ms later (unless the site set another delay), only if redirect is enabled. The next
	 * page load starts empty.
	 */
	private succeed( result: SignupResult ): void {
		const { state, root, navigate } = this.context;
		state.succeeded( result );
		root.formData.clearOnNextPageLoad();
		root.persistence.save();
		const { engine, config } = root;
		// The block's setting or the API's login_url: followed only to this site or the marketing API's origin,
		// never to javascript: or another host.
		const destination = safeRedirect(
			thankYouDestination( root.formData.formType, result, engine ),
			window.location.href,
			[ config.productApiUrl ]
		);
		if (
			destination &&
			engine.redirectEnabled &&
			! root.checkoutOptions.stayOnPage
		) {
			this.redirectTimer = setTimeout(
				() => navigate( destination ),
				config.redirectDelayMs ?? REDIRECT_DELAY_MS
			);
		}
	}
}
