import { flow, makeAutoObservable, toJS, when } from 'mobx';

import type {
	FormAnswer,
	FormFields,
	OutcomeAnswer,
	SignupAnswer,
	SignupResult,
	TokenizerAnswer,
	TokenizerRequest,
	Transport,
} from '../api/types';
import { canMakeOrderKeys } from '../api/order-key';
import { signupFields } from '../api/signup-fields';
import { MAX_SUBMIT_ATTEMPTS, REDIRECT_DELAY_MS } from '../config';
import {
	asCheckoutError,
	cannotTakeOrderError,
	captchaMissingError,
	formTypeNotSetError,
	tooManyAttemptsError,
	tokenizerError,
	type CheckoutError,
} from '../errors/checkout-errors';
import { isNetworkFailure } from '../errors/network';
import { outcomeTexts } from '../errors/outcome-texts';
import { serverAnswerError } from '../errors/server-answer-errors';
import {
	loadSubmissionCode,
	type OrderCode,
	type SubmissionCode,
} from '../order/load-submission-code';
import { orderCodeOf } from '../order/order-code';
import {
	PAID_ORDER,
	type SubmissionPipeline,
} from '../submission/form-pipelines';
import { formTypeOf, thankYouDestination } from '../submission/form-types';
import { attemptStorageKey, OrderAttempt } from '../submission/order-attempt';
import { refusalMinimum } from '../pricing/nyop';
import { safeRedirect } from '../safe-url';
import type { TrackingTarget } from '../tracking/track-order';
import type { TrackedOrder } from '../tracking/types';
import type { FormStorage } from './FormPersistence';
import { serializeForStorage, withoutSecrets } from './persistence';
import type { RootStore } from './RootStore';

export type SubmissionStatus = 'idle' | 'in-progress' | 'redirecting';

/** The module that holds the Name Your Own Price choice and its overlay. */
export const NYOP_MODULE = 'name-your-own-price';

const digitsOnly = ( value: string ) => value.replace( /\D/g, '' );

/** The gateway's code for a submission that timed out upstream: it may or may not have been placed. */
export const OUTCOME_UNKNOWN = 'outcome_unknown';
/** The gateway's code for a key it holds for another request (includes/Gateway/Idempotency_Store.php). */
const KEY_REUSED = 'order_key_reused';
/** How often the page asks about an outcome the gateway is still waiting for, and how long between asks. */
const OUTCOME_ASKS = 5;
const OUTCOME_PENDING_WAIT_MS = 2000;
/** An order rebuilt without a card, to ask about its outcome and to tell one order from another. */
const NO_CARD: TokenizerAnswer = { success: true, token: '', customer_id: '' };

/** What one submission sends; signupData for an order, files for an application. */
interface SubmissionRequest {
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

/**
 * Submit: validate every step, then send the form the way its form type names (src/submission/): an order
 * tokenizes the card from the browser and posts process_signup; login, password reset, free account, affiliate
 * signup and the message forms post their own action, with a captcha answer where they need one. Then the
 * thank-you destination of the form type. The code that builds what a form sends (an order, a message, a login)
 * and tracks an order arrives as a chunk of its own, usually long before Submit; when it has not, Submit waits for
 * it, and a chunk that fails to arrive is a network error like any other.
 */
export class SubmissionStore {
	status: SubmissionStatus = 'idle';
	attempts = 0;
	error: CheckoutError | null = null;
	response: SignupResult | null = null;
	/** True while an order resent at the accepted Name Your Own Price minimum is on its way. */
	validatingPrice = false;
	/** While files are being sent: the share of the request sent so far (0 to 1); null otherwise. */
	uploadProgress: number | null = null;
	/** Bumped when the captcha answer was spent on a refused submission, so the widget asks again. */
	captchaResets = 0;
	private captchaResponse = '';
	private redirectTimer: ReturnType< typeof setTimeout > | undefined;
	/** The last successful tokenization and what it was for; in memory only. */
	private lastCard: { fingerprint: string; answer: TokenizerAnswer } | null =
		null;
	/** While the page finds out what became of a submission whose answer it never saw: what it tells the visitor. */
	outcomeNotice: string | null = null;
	/** The submission's order key and known outcome, kept in the tab across reloads. */
	private attempt: OrderAttempt;

	constructor(
		private root: RootStore,
		private transport: Transport,
		private navigate: ( url: string ) => void,
		private loadCode: () => Promise< SubmissionCode > = loadSubmissionCode,
		/** Where conversions go; the browser's own page unless a test replaces it. */
		private trackingTarget: ( () => TrackingTarget ) | null = null,
		/** Where the order key outlives a reload: the tab's session storage; none keeps it in memory. */
		attemptStorage?: FormStorage
	) {
		this.attempt = new OrderAttempt(
			attemptStorage,
			attemptStorageKey( root.config.pageId, root.config.form.formType )
		);
		makeAutoObservable<
			SubmissionStore,
			| 'root'
			| 'transport'
			| 'navigate'
			| 'loadCode'
			| 'redirectTimer'
			| 'lastCard'
			| 'attempt'
			| 'trackingTarget'
			| 'tokenizeOnce'
			| 'captchaResponse'
			| 'placeOrder'
			| 'sendForm'
			| 'findOutcome'
		>( this, {
			root: false,
			transport: false,
			navigate: false,
			loadCode: false,
			redirectTimer: false,
			lastCard: false,
			attempt: false,
			trackingTarget: false,
			tokenizeOnce: false,
			captchaResponse: false,
			placeOrder: false,
			sendForm: false,
			findOutcome: false,
			submit: flow,
			resumeUnknownOutcome: flow,
		} );
	}

	/**
	 * "Yes, I'll pay ${min}": the requested price becomes the minimum, the overlay closes and the order is
	 * sent again (the refused one placed nothing; at its new price it is another order, with a key of its own).
	 */
	acceptNyopMinimum(): Promise< void > {
		const overlay = this.root.formData.get( 'nyopOverlay' );
		if ( typeof overlay?.min === 'number' ) {
			this.root.formData.set( 'nyop', {
				immediateService: false,
				requestedPrice: overlay.min,
			} );
		}
		this.root.formData.set( 'nyopOverlay', { show: false } );
		this.validatingPrice = true;
		// Whatever ends the resubmission (placed, refused, or stopped before sending) ends the wait.
		// submit is a MobX flow: at run time it returns a promise.
		const sent = this.submit() as unknown as Promise< void >;
		return sent.finally( () => this.endPriceValidation() );
	}

	private endPriceValidation(): void {
		this.validatingPrice = false;
	}

	/** "No thanks": the overlay closes; the visitor may name another price. */
	declineNyopMinimum(): void {
		this.root.formData.set( 'nyopOverlay', { show: false } );
	}

	/** The form data sent with a submission whose outcome is unknown, to show again after a reload. */
	get unknownFormData(): string | null {
		return this.attempt.unknownFormData;
	}

	get inProgress(): boolean {
		return this.status !== 'idle';
	}

	dismissError(): void {
		this.error = null;
	}

	/**
	 * The captcha widget's answer for this submission; in memory only, used once.
	 */
	setCaptchaResponse( response: string ): void {
		this.captchaResponse = response;
	}

	*submit(): Generator< Promise< unknown >, void, never > {
		if ( this.inProgress ) {
			return;
		}
		// The order goes out only from "Check your answers": a Submit anywhere else opens it first.
		if ( this.root.reviewBeforeSubmit && ! this.root.steps.reviewing ) {
			this.root.steps.startReview();
			return;
		}
		this.attempts++;
		this.error = null;
		if ( ! this.root.steps.validateAll() ) {
			return;
		}
		if ( this.attempts > MAX_SUBMIT_ATTEMPTS ) {
			this.error = tooManyAttemptsError();
			return;
		}
		if ( ! this.root.formData.formType ) {
			this.error = formTypeNotSetError();
			return;
		}
		const pipeline = formTypeOf( this.root.formData.formType ).pipeline;
		if ( pipeline.captcha && ! this.captchaResponse ) {
			this.error = captchaMissingError();
			return;
		}
		if ( pipeline.orderKey && ! canMakeOrderKeys() ) {
			this.error = cannotTakeOrderError();
			return;
		}

		this.status = 'in-progress';
		try {
			const code = ( yield this.loadCode() ) as SubmissionCode;
			// Nothing is sent while the last submission's outcome is unknown: first find out what became of it.
			if ( pipeline.orderKey && this.attempt.outcomeUnknown ) {
				yield* this.findOutcome( code, pipeline, true );
				if ( this.attempt.outcomeUnknown || this.response ) {
					return;
				}
				this.status = 'in-progress';
			}
			if ( pipeline.tokenizes ) {
				yield* this.placeOrder( code );
			} else {
				yield* this.sendForm( code, pipeline );
			}
		} catch ( error ) {
			if ( this.attempt.outcomeUnknown && isNetworkFailure( error ) ) {
				// The request left and no answer came back: it may have arrived. Find out, as after a timeout.
				yield* this.findOutcome(
					( yield this.loadCode() ) as SubmissionCode,
					pipeline
				);
				return;
			}
			this.status = 'idle';
			this.validatingPrice = false;
			this.error = asCheckoutError( error );
			this.spendCaptcha( pipeline );
		}
	}

	/**
	 * On page load: a submission of this tab whose outcome is unknown (a timeout, a reload while it was on its
	 * way) is looked up before the visitor can send anything, and the page goes where its outcome says.
	 */
	*resumeUnknownOutcome(): Generator< Promise< unknown >, void, never > {
		const pipeline = formTypeOf( this.root.formData.formType ).pipeline;
		if ( ! pipeline.orderKey || ! this.attempt.outcomeUnknown ) {
			return;
		}
		this.status = 'in-progress';
		try {
			const code = ( yield this.loadCode() ) as SubmissionCode;
			// An order is rebuilt from the cart, which needs the products.
			yield when( () => this.root.productsLoaded );
			yield* this.findOutcome( code, pipeline );
		} catch {
			this.status = 'idle';
			this.root.notifications.notify(
				outcomeTexts( pipeline ).stillUnknown,
				{ timeoutMs: 0 }
			);
		}
	}

	/**
	 * Asks the gateway what became of the submission whose outcome is unknown, with the same request rebuilt
	 * without card token or captcha answer (the gateway answers only the request the key was used for), while
	 * the page says the order may have gone through. Placed: where a placed order goes. Not placed: the same key
	 * goes again on the next Submit. Still unknown: the visitor is told so, and the key stays.
	 */
	private *findOutcome(
		code: SubmissionCode,
		pipeline: SubmissionPipeline,
		/** Asked on a Submit: when not placed, the submission simply goes on. */
		beforeSending = false
	): Generator< Promise< unknown >, void, never > {
		const texts = outcomeTexts( pipeline );
		const key = this.attempt.unknownKey!;
		this.status = 'in-progress';
		this.outcomeNotice = texts.checking;
		const request = this.requestOf( code, pipeline, NO_CARD, key );
		let answer: OutcomeAnswer = {};
		for ( let ask = 1; ask <= OUTCOME_ASKS; ask++ ) {
			try {
				answer = ( yield this.transport.checkOutcome(
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
		this.outcomeNotice = null;
		const placed =
			answer.outcome === 'placed' && answer.answer
				? resultOf( answer.answer )
				: null;
		if ( placed ) {
			this.root.notifications.notify( texts.placed );
			this.placed( code, placed, request.signupData, key );
			return;
		}
		this.status = 'idle';
		if ( answer.outcome === 'not_placed' ) {
			this.attempt.notPlaced();
			if ( beforeSending ) {
				return;
			}
		}
		this.validatingPrice = false;
		this.spendCaptcha( pipeline );
		if ( answer.outcome === 'not_placed' ) {
			this.root.notifications.notify( texts.notPlaced, { timeoutMs: 0 } );
		} else {
			this.root.notifications.notify( texts.stillUnknown, {
				timeoutMs: 0,
			} );
		}
	}

	/**
	 * What a submission of this form sends, built from the form data; with NO_CARD and the key it is also the
	 * question about an unknown outcome. The fingerprint is what was ordered: the request without card token,
	 * password, captcha answer, files or key, which a reload cannot bring back or changes by itself.
	 */
	private requestOf(
		code: SubmissionCode,
		pipeline: SubmissionPipeline,
		card: TokenizerAnswer,
		key: string
	): SubmissionRequest {
		const { formData, config, engine } = this.root;
		if ( pipeline.tokenizes ) {
			const { paidOrderData } = orderCodeOf( code );
			const build = ( orderNumber: string ) => {
				const data = paidOrderData( this.root, card, orderNumber );
				return this.root.checkoutOptions.markAsTest
					? { ...data, test: true }
					: data;
			};
			const signupData = build( key );
			// Without token and password, as the gateway's payload hash is (Process_Signup::volatile_paths).
			const fingerprintOf = withoutSecrets( build( '' ) );
			return {
				fields: signupFields( config, formData.formType, signupData ),
				signupData,
				fingerprint: JSON.stringify( fingerprintOf ),
			};
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

	/** An order: tokenize the card (once per card), post the order, track the conversion. */
	private *placeOrder(
		code: SubmissionCode
	): Generator< Promise< unknown >, void, never > {
		const card = ( yield this.tokenizeOnce(
			orderCodeOf( code ).billingAddressOf
		) ) as TokenizerAnswer;
		if ( ! card.success || ! card.token ) {
			throw tokenizerError( card.errors );
		}
		const pipeline = PAID_ORDER;
		const { fingerprint } = this.requestOf( code, pipeline, NO_CARD, '' );
		const key = this.attempt.keyFor( fingerprint );
		const { signupData } = this.requestOf( code, pipeline, card, key );
		this.attempt.sending( key, fingerprint, this.sentFormData() );
		// A named price is checked against the minimum by the server: the spinner says so while it waits.
		if ( signupData?.nyop ) {
			this.validatingPrice = true;
		}
		const answer = ( yield this.transport.submitSignup(
			this.root.formData.formType,
			signupData!,
			key
		) ) as SignupAnswer;
		this.validatingPrice = false;
		if ( ! answer.result ) {
			if ( answer.code === OUTCOME_UNKNOWN ) {
				yield* this.findOutcome( code, pipeline );
				return;
			}
			this.refused( answer );
			const minimum = refusalMinimum( answer );
			if ( minimum !== null ) {
				// A named price under the minimum: no order, so no tracking and no redirect; the visitor
				// is asked whether to pay the minimum instead.
				this.status = 'idle';
				this.validatingPrice = false;
				this.root.formData.set( 'nyopOverlay', {
					show: true,
					min: minimum,
				} );
				this.root.steps.goToModule( NYOP_MODULE );
				return;
			}
			throw serverAnswerError( answer, PAID_ORDER.refusal );
		}
		// The token paid for this order: the next order needs a new one.
		this.lastCard = null;
		this.placed( code, answer.result, signupData, key );
	}

	/**
	 * Any other form: its action, its JSON field, the captcha answer where it needs one; no card.
	 */
	private *sendForm(
		code: SubmissionCode,
		pipeline: SubmissionPipeline
	): Generator< Promise< unknown >, void, never > {
		const { fields, files, fingerprint } = this.requestOf(
			code,
			pipeline,
			NO_CARD,
			''
		);
		const key = pipeline.orderKey ? this.attempt.keyFor( fingerprint ) : '';
		const sent: FormFields = {
			...fields,
			...( pipeline.captcha
				? { captchaResponse: this.captchaResponse }
				: {} ),
		};
		if ( files ) {
			Object.assign( sent, files );
			this.uploadProgress = 0;
		}
		if ( key ) {
			this.attempt.sending( key, fingerprint, this.sentFormData() );
		}
		let answer: FormAnswer;
		try {
			answer = ( yield this.transport.submitForm( pipeline.action, sent, {
				...( key ? { orderKey: key } : {} ),
				...( files
					? {
							onUploadProgress: ( share: number ) =>
								this.setUploadProgress( share ),
						}
					: {} ),
			} ) ) as FormAnswer;
		} finally {
			this.uploadProgress = null;
		}
		const result = resultOf( answer );
		if ( result ) {
			this.placed( code, result, undefined, key );
			return;
		}
		if ( key && answer.code === OUTCOME_UNKNOWN ) {
			yield* this.findOutcome( code, pipeline );
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
	private placed(
		code: SubmissionCode,
		result: SignupResult,
		signupData: Record< string, unknown > | undefined,
		key: string
	): void {
		this.attempt.forget();
		// A purchase is tracked for a form that sells something; a free account or an affiliate signup buys nothing.
		const { sales, config } = this.root;
		if ( signupData && sales ) {
			const { cart } = sales;
			const { trackOrder, trackedOrder, browserTrackingTarget } =
				orderCodeOf( code );
			trackOrder(
				config.tracking,
				trackedOrder(
					cart.lines,
					cart.total,
					result.invoice_numbers,
					key,
					( signupData.affiliate as TrackedOrder[ 'affiliate' ] ) ??
						null
				),
				( this.trackingTarget ?? browserTrackingTarget )()
			);
		}
		this.succeed( result );
	}

	/**
	 * A refused submission placed nothing: the same order may go again under its key, unless the gateway said the
	 * key belongs to another request, which no retry with it can change.
	 * @param answer
	 */
	private refused( answer: SignupAnswer ): void {
		if ( answer.code === KEY_REUSED ) {
			this.attempt.forget();
		} else {
			this.attempt.notPlaced();
		}
	}

	/** The form data as sent (the public part, never the card or password), kept with an unknown outcome. */
	private sentFormData(): string {
		return serializeForStorage( toJS( this.root.formData.publicData ) );
	}

	/** A provider answer is good for one check: after a refusal the visitor ticks the box again. */
	private spendCaptcha( pipeline: SubmissionPipeline ): void {
		if ( pipeline.captcha ) {
			this.captchaResponse = '';
			this.captchaResets++;
		}
	}

	/**
	 * The card's token: the one from the last successful tokenization while the card and billing address are
	 * unchanged ("Tokenization is skipped when the card and billing address equal the previous successful
	 * ones and a token exists"), else a new one. What is compared lives in this object only, never in storage.
	 */
	private async tokenizeOnce(
		billingAddressOf: OrderCode[ 'billingAddressOf' ]
	): Promise< TokenizerAnswer > {
		const { formData, config } = this.root;
		const payment = formData.payment;
		const request: TokenizerRequest = {
			card: {
				first_name: payment.first_name ?? '',
				last_name: payment.last_name ?? '',
				number: digitsOnly( payment.number ?? '' ),
				cvc: digitsOnly( payment.cvc ?? '' ),
				exp_month: payment.exp_month ?? '',
				exp_year: payment.exp_year ?? '',
			},
			billing_address: billingAddressOf( formData.values ),
			...( config.tokenizerTestKey
				? { test_key: config.tokenizerTestKey }
				: {} ),
		};
		const fingerprint = JSON.stringify( request );
		if ( this.lastCard && this.lastCard.fingerprint === fingerprint ) {
			return this.lastCard.answer;
		}
		const answer = await this.transport.tokenize( request );
		this.lastCard =
			answer.success && answer.token ? { fingerprint, answer } : null;
		return answer;
	}

	setUploadProgress( sent: number ): void {
		if ( this.uploadProgress !== null ) {
			this.uploadProgress = Math.min( 1, Math.max( 0, sent ) );
		}
	}

	dispose(): void {
		clearTimeout( this.redirectTimer );
	}

	/**
	 * Success: the response is stored, then the redirect flag set, then the visitor goes to the form type's
	 * thank-you destination 1500 ms later (unless the site set another delay), only if redirect is enabled. The next page load starts empty.
	 */
	private succeed( result: SignupResult ): void {
		this.response = result;
		this.captchaResponse = '';
		this.validatingPrice = false;
		this.status = 'redirecting';
		this.root.formData.clearOnNextPageLoad();
		this.root.persistence.save();
		const { engine, config } = this.root;
		// The block's setting or the API's login_url: followed only to this site or the marketing API's origin,
		// never to javascript: or another host.
		const destination = safeRedirect(
			thankYouDestination( this.root.formData.formType, result, engine ),
			window.location.href,
			[ config.productApiUrl ]
		);
		if (
			destination &&
			engine.redirectEnabled &&
			! this.root.checkoutOptions.stayOnPage
		) {
			this.redirectTimer = setTimeout(
				() => this.navigate( destination ),
				this.root.config.redirectDelayMs ?? REDIRECT_DELAY_MS
			);
		}
	}
}
