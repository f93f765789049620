import { flow, makeAutoObservable } from 'mobx';

import type {
	FormAnswer,
	FormFields,
	SignupAnswer,
	SignupResult,
	TokenizerAnswer,
	TokenizerRequest,
	Transport,
} from '../api/types';
import { newOrderKey } from '../api/order-key';
import { MAX_SUBMIT_ATTEMPTS, REDIRECT_DELAY_MS } from '../config';
import { thankYouDestination } from '../engine/thank-you';
import {
	asCheckoutError,
	captchaMissingError,
	formTypeNotSetError,
	tooManyAttemptsError,
	tokenizerError,
	type CheckoutError,
} from '../errors/checkout-errors';
import { serverAnswerError } from '../errors/server-answer-errors';
import {
	loadSubmissionCode,
	type SubmissionCode,
} from '../order/load-submission-code';
import {
	PAID_ORDER,
	pipelineFor,
	type SubmissionPipeline,
} from '../submission/form-pipelines';
import { refusalMinimum } from '../pricing/nyop';
import { safeRedirect } from '../safe-url';
import type { TrackingTarget } from '../tracking/track-order';
import type { TrackedOrder } from '../tracking/types';
import type { RootStore } from './RootStore';

export type SubmissionStatus = 'idle' | 'in-progress' | 'redirecting';

/** The module that holds the Name Your Own Price choice and its overlay. */
export const NYOP_MODULE = 'name-your-own-price';

const digitsOnly = ( value: string ) => value.replace( /\D/g, '' );

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
	/** Our number for the order being placed, kept across its retries. */
	private orderNumber = newOrderKey();

	constructor(
		private root: RootStore,
		private transport: Transport,
		private navigate: ( url: string ) => void,
		private loadCode: () => Promise< SubmissionCode > = loadSubmissionCode,
		/** Where conversions go; the browser's own page unless a test replaces it. */
		private trackingTarget: ( () => TrackingTarget ) | null = null
	) {
		makeAutoObservable<
			SubmissionStore,
			| 'root'
			| 'transport'
			| 'navigate'
			| 'loadCode'
			| 'redirectTimer'
			| 'lastCard'
			| 'orderNumber'
			| 'trackingTarget'
			| 'tokenizeOnce'
			| 'captchaResponse'
			| 'placeOrder'
			| 'sendForm'
		>( this, {
			root: false,
			transport: false,
			navigate: false,
			loadCode: false,
			redirectTimer: false,
			lastCard: false,
			orderNumber: false,
			trackingTarget: false,
			tokenizeOnce: false,
			captchaResponse: false,
			placeOrder: false,
			sendForm: false,
			submit: flow,
		} );
	}

	/**
	 * "Yes, I'll pay ${min}": the requested price becomes the minimum, the overlay closes and the order is
	 * sent again (same order key, so the server still places one order at most).
	 */
	acceptNyopMinimum(): Promise< void > {
		const overlay = this.root.formData.get( 'nyopOverlay' ) as
			{ min?: number } | undefined;
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

	*submit(): Generator<
		Promise< SubmissionCode | TokenizerAnswer | SignupAnswer | FormAnswer >,
		void,
		never
	> {
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
		const pipeline = pipelineFor( this.root.formData.formType );
		if ( pipeline.captcha && ! this.captchaResponse ) {
			this.error = captchaMissingError();
			return;
		}

		this.status = 'in-progress';
		try {
			if ( pipeline.tokenizes ) {
				yield* this.placeOrder();
			} else {
				yield* this.sendForm( pipeline );
			}
		} catch ( error ) {
			this.status = 'idle';
			this.validatingPrice = false;
			this.error = asCheckoutError( error );
			if ( pipeline.captcha ) {
				// A provider answer is good for one check: the visitor ticks the box again.
				this.captchaResponse = '';
				this.captchaResets++;
			}
		}
	}

	/** An order: tokenize the card (once per card), post the order, track the conversion. */
	private *placeOrder(): Generator<
		Promise< SubmissionCode | TokenizerAnswer | SignupAnswer >,
		void,
		never
	> {
		const code = ( yield this.loadCode() ) as SubmissionCode;
		const card = ( yield this.tokenizeOnce(
			code.billingAddressOf
		) ) as TokenizerAnswer;
		if ( ! card.success || ! card.token ) {
			throw tokenizerError( card.errors );
		}
		const signupData = code.paidOrderData(
			this.root,
			card,
			this.orderNumber
		);
		const answer = ( yield this.transport.submitSignup(
			this.root.formData.formType,
			this.root.checkoutOptions.markAsTest
				? { ...signupData, test: true }
				: signupData
		) ) as SignupAnswer;
		if ( ! answer.result ) {
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
		const { cart, config } = this.root;
		code.trackOrder(
			config.tracking,
			code.trackedOrder(
				cart.lines,
				cart.total,
				answer.result.invoice_numbers,
				this.orderNumber,
				( signupData.affiliate as TrackedOrder[ 'affiliate' ] ) ?? null
			),
			( this.trackingTarget ?? code.browserTrackingTarget )()
		);
		this.orderNumber = newOrderKey();
		this.succeed( answer.result );
	}

	/**
	 * Any other form: its action, its JSON field, the captcha answer where it needs one; no card.
	 */
	private *sendForm(
		pipeline: SubmissionPipeline
	): Generator< Promise< SubmissionCode | FormAnswer >, void, never > {
		const { formData, config, engine } = this.root;
		const code = ( yield this.loadCode() ) as SubmissionCode;
		const { data, files } = code.formRequestOf(
			formData.formType,
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
			...( pipeline.captcha
				? { captchaResponse: this.captchaResponse }
				: {} ),
			...( pipeline.action === PAID_ORDER.action
				? { formFileName: config.form?.formFileName ?? '' }
				: {} ),
		};
		if ( files ) {
			Object.assign( fields, files );
			this.uploadProgress = 0;
		}
		let answer: FormAnswer;
		try {
			answer = ( yield this.transport.submitForm(
				pipeline.action,
				fields,
				{
					orderKey: pipeline.orderKey,
					...( files
						? {
								onUploadProgress: ( sent: number ) =>
									this.setUploadProgress( sent ),
							}
						: {} ),
				}
			) ) as FormAnswer;
		} finally {
			this.uploadProgress = null;
		}
		if ( answer.result ) {
			this.succeed( answer.result );
		} else if ( answer.success === true ) {
			this.succeed( { priority: answer.priority === true } );
		} else {
			throw serverAnswerError( answer, pipeline.refusal );
		}
	}

	/**
	 * The card's token: the one from the last successful tokenization while the card and billing address are
	 * unchanged ("Tokenization is skipped when the card and billing address equal the previous successful
	 * ones and a token exists"), else a new one. What is compared lives in this object only, never in storage.
	 */
	private async tokenizeOnce(
		billingAddressOf: SubmissionCode[ 'billingAddressOf' ]
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
	 * thank-you destination 1500 ms later, only if redirect is enabled. The next page load starts empty.
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
				REDIRECT_DELAY_MS
			);
		}
	}
}
