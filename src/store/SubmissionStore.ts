import { flow, makeAutoObservable } from 'mobx';

import type {
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
import type { TrackingTarget } from '../tracking/track-order';
import type { TrackedOrder } from '../tracking/types';
import type { RootStore } from './RootStore';

export type SubmissionStatus = 'idle' | 'in-progress' | 'redirecting';

const digitsOnly = ( value: string ) => value.replace( /\D/g, '' );

/**
 * Submit: validate every step, tokenize the card from the browser, post the order, then redirect
 * 1500 ms later when redirect is enabled. Any error returns to idle, so the visitor can correct and resubmit.
 * The code that builds the order and tracks it arrives as a chunk of its own, usually long before Submit; when
 * it has not, Submit waits for it, and a chunk that fails to arrive is a network error like any other.
 */
export class SubmissionStore {
	status: SubmissionStatus = 'idle';
	attempts = 0;
	error: CheckoutError | null = null;
	response: SignupResult | null = null;
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
			submit: flow,
		} );
	}

	get inProgress(): boolean {
		return this.status !== 'idle';
	}

	dismissError(): void {
		this.error = null;
	}

	*submit(): Generator<
		Promise< SubmissionCode | TokenizerAnswer | SignupAnswer >,
		void,
		never
	> {
		if ( this.inProgress ) {
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

		this.status = 'in-progress';
		try {
			const { formData, cart } = this.root;
			const values = formData.values;
			const code = ( yield this.loadCode() ) as SubmissionCode;
			const card = ( yield this.tokenizeOnce(
				code.billingAddressOf
			) ) as TokenizerAnswer;
			if ( ! card.success || ! card.token ) {
				throw tokenizerError( card.errors );
			}

			const subscription = cart.subscriptionLine;
			const signupData = code.buildSignupData( {
				values,
				cart: cart.lines,
				configured: cart.configured,
				// Codes the cart took, in the order entered; one that no longer touches any line is not sent.
				couponCodes: cart.couponCodes.filter( ( entered ) =>
					cart.lines.some( ( line ) =>
						line.appliedCoupons.some(
							( id ) =>
								String( id ).toUpperCase() ===
								entered.toUpperCase()
						)
					)
				),
				billingType: subscription ? cart.billingType : 'yearly',
				subscriptionBundleId: subscription?.product_id ?? null,
				token: card.token,
				customerId: card.customer_id ?? '',
				orderNumber: this.orderNumber,
				cookies: code.parseCookies(
					typeof document === 'undefined' ? '' : document.cookie
				),
			} );
			const answer = ( yield this.transport.submitSignup(
				formData.formType,
				this.root.checkoutOptions.markAsTest
					? { ...signupData, test: true }
					: signupData
			) ) as SignupAnswer;
			if ( ! answer.result ) {
				throw serverAnswerError( answer );
			}
			this.succeed(
				code,
				answer.result,
				( signupData.affiliate as TrackedOrder[ 'affiliate' ] ) ?? null
			);
		} catch ( error ) {
			this.status = 'idle';
			this.error = asCheckoutError( error );
		}
	}

	/**
	 * The card's token: the one from the last successful tokenization while the card and billing address are
	 * unchanged ("Tokenization is skipped when the card and billing address equal the previous successful
	 * ones and a token exists"), else a new one. What is compared lives in this object only, never in storage.
	 * @param billingAddressOf The billing address the order code reads from the form's values.
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

	dispose(): void {
		clearTimeout( this.redirectTimer );
	}

	/**
	 * Success: the response is stored, then the redirect flag set, then the visitor goes to the thank-you
	 * destination 1500 ms later, only if redirect is enabled. The next page load starts empty.
	 * @param code      The order code, which tracks the conversion.
	 * @param result
	 * @param affiliate
	 */
	private succeed(
		code: SubmissionCode,
		result: SignupResult,
		affiliate: TrackedOrder[ 'affiliate' ]
	): void {
		this.response = result;
		// The token paid for this order: the next order needs a new one.
		this.lastCard = null;
		const { cart, config } = this.root;
		code.trackOrder(
			config.tracking,
			code.trackedOrder(
				cart.lines,
				cart.total,
				result.invoice_numbers,
				this.orderNumber,
				affiliate
			),
			( this.trackingTarget ?? code.browserTrackingTarget )()
		);
		this.orderNumber = newOrderKey();
		this.status = 'redirecting';
		this.root.formData.clearOnNextPageLoad();
		this.root.persistence.save();
		const { engine } = this.root;
		const destination = thankYouDestination(
			this.root.formData.formType,
			result,
			engine
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
