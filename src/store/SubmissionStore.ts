import { makeAutoObservable } from 'mobx';

import type { SignupResult, Transport } from '../api/types';
import { genericError, type CheckoutError } from '../errors/checkout-errors';
import {
	loadSubmissionCode,
	type SubmissionCode,
} from '../order/load-submission-code';
import { formTypeOf } from '../submission/form-types';
import { attemptStorageKey, OrderAttempt } from '../submission/order-attempt';
import type { Sender } from '../submission/sender';
import type { TrackingTarget } from '../tracking/track-order';
import type { FormStorage } from './FormPersistence';
import type { RootStore } from './RootStore';

export type SubmissionStatus = 'idle' | 'in-progress' | 'redirecting';

/**
 * Submit, as the form draws it: the state of the submission (in progress, its error, its answer, the upload's
 * progress, the captcha answer) and the checks that need nothing but the form (check your answers first, every
 * step valid). What sends the form (src/submission/sender.ts: the request of the form type, the card tokenized
 * from the browser, the order key, the thank-you destination) arrives as a chunk of its own, with the code that
 * builds what a form sends, usually long before Submit; when it has not, Submit waits for it under the spinner,
 * and a chunk that fails to arrive is a network error like any other.
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
	/** While the page finds out what became of a submission whose answer it never saw: what it tells the visitor. */
	outcomeNotice: string | null = null;
	/** The captcha widget's answer for this submission; in memory only, used once. */
	captchaResponse = '';
	/** The submission's order key and known outcome, kept in the tab across reloads. */
	private attempt: OrderAttempt;
	/** What sends the form: on its way once asked for, then here. */
	private sender: Promise< Sender > | null = null;
	private arrivedSender: Sender | null = null;

	constructor(
		private root: RootStore,
		private transport: Transport,
		private navigate: ( url: string ) => void,
		private loadCode: () => Promise< SubmissionCode > = loadSubmissionCode,
		/** Where conversions go; the browser's own page unless a test replaces it. */
		readonly trackingTarget: ( () => TrackingTarget ) | null = null,
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
			| 'attempt'
			| 'sender'
			| 'arrivedSender'
			| 'loadSender'
		>( this, {
			root: false,
			transport: false,
			navigate: false,
			loadCode: false,
			trackingTarget: false,
			captchaResponse: false,
			attempt: false,
			sender: false,
			arrivedSender: false,
			loadSender: false,
			loadSendingCode: false,
		} );
	}

	/**
	 * The code that sends this form, with the builder of its request (a form that is not an order has one of its
	 * own): fetched ahead once the visitor starts on the form, so that Submit rarely waits for it, and at Submit.
	 */
	loadSendingCode(): Promise< SubmissionCode > {
		return this.loadCode().then( ( code ) =>
			code
				.loadRequestBuilder(
					formTypeOf( this.root.formData.formType ).request
				)
				.then( () => code )
		);
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
		return this.submit().finally( () => this.endPriceValidation() );
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

	/** The captcha widget's answer for this submission; in memory only, used once. */
	setCaptchaResponse( response: string ): void {
		this.captchaResponse = response;
	}

	/** A provider answer is good for one check: after a refusal the visitor ticks the box again. */
	spendCaptcha(): void {
		this.captchaResponse = '';
		this.captchaResets++;
	}

	submit(): Promise< void > {
		if ( this.inProgress ) {
			return Promise.resolve();
		}
		// The order goes out only from "Check your answers": a Submit anywhere else opens it first.
		if ( this.root.reviewBeforeSubmit && ! this.root.steps.reviewing ) {
			this.root.steps.startReview();
			return Promise.resolve();
		}
		this.attempts++;
		this.error = null;
		if ( ! this.root.steps.validateAll() ) {
			return Promise.resolve();
		}
		if ( this.arrivedSender ) {
			return this.arrivedSender.send();
		}
		// The spinner covers the form while the code that sends it arrives; the sender takes it from there.
		this.status = 'in-progress';
		return this.loadSender().then(
			( sender ) => {
				this.setStatus( 'idle' );
				return sender.send();
			},
			( error: unknown ) => this.codeMissing( error )
		);
	}

	/**
	 * On page load: a submission of this tab whose outcome is unknown (a timeout, a reload while it was on its
	 * way) is looked up before the visitor can send anything, and the page goes where its outcome says.
	 */
	resumeUnknownOutcome(): Promise< void > {
		const { pipeline } = formTypeOf( this.root.formData.formType );
		if ( ! pipeline.orderKey || ! this.attempt.outcomeUnknown ) {
			return Promise.resolve();
		}
		this.status = 'in-progress';
		return this.loadSender().then(
			( sender ) => sender.resumeUnknownOutcome(),
			( error: unknown ) => this.codeMissing( error )
		);
	}

	/** What the sender reports: its answer, then the redirect. The next page load starts empty. */
	succeeded( result: SignupResult ): void {
		this.response = result;
		this.captchaResponse = '';
		this.validatingPrice = false;
		this.status = 'redirecting';
	}

	setUploadProgress( sent: number ): void {
		if ( this.uploadProgress !== null ) {
			this.uploadProgress = Math.min( 1, Math.max( 0, sent ) );
		}
	}

	setStatus( status: SubmissionStatus ): void {
		this.status = status;
	}

	/**
	 * The code that sends the form did not arrive: nothing was sent, so the visitor sees the network error and can
	 * press Submit again, which asks for the code again. An order whose outcome is unknown keeps its key, and is
	 * looked up first on that Submit.
	 * @param error
	 */
	private codeMissing( error: unknown ): void {
		this.status = 'idle';
		this.validatingPrice = false;
		this.error = genericError(
			error instanceof Error ? error.message : ''
		);
	}

	/** The sender, built once its code has arrived; asked again after a failure. */
	private loadSender(): Promise< Sender > {
		this.sender ??= this.loadSendingCode().then(
			( code ) =>
				( this.arrivedSender = new code.Sender( {
					state: this,
					root: this.root,
					transport: this.transport,
					navigate: this.navigate,
					code,
					attempt: this.attempt,
				} ) ),
			( error: unknown ) => {
				this.sender = null;
				throw error;
			}
		);
		return this.sender;
	}

	dispose(): void {
		this.arrivedSender?.dispose();
	}
}
