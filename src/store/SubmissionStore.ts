import { flow, makeAutoObservable } from 'mobx';

import type {
	SignupAnswer,
	SignupResult,
	TokenizerAnswer,
	Transport,
} from '../api/types';
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
import { billingAddressOf, buildSignupData } from '../order/build-signup-data';
import type { RootStore } from './RootStore';

export type SubmissionStatus = 'idle' | 'in-progress' | 'redirecting';

const digitsOnly = ( value: string ) => value.replace( /\D/g, '' );

/**
 * Submit: validate every step, tokenize the card from the browser, post the order, then redirect
 * (orders-and-checkout.md §4, "Submission states" and "Order sequence").
 */
export class SubmissionStore {
	status: SubmissionStatus = 'idle';
	attempts = 0;
	error: CheckoutError | null = null;
	response: SignupResult | null = null;
	private redirectTimer: ReturnType< typeof setTimeout > | undefined;

	constructor(
		private root: RootStore,
		private transport: Transport,
		private navigate: ( url: string ) => void
	) {
		makeAutoObservable<
			SubmissionStore,
			'root' | 'transport' | 'navigate' | 'redirectTimer'
		>( this, {
			root: false,
			transport: false,
			navigate: false,
			redirectTimer: false,
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
		Promise< TokenizerAnswer | SignupAnswer >,
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
			const { formData, cart, config } = this.root;
			const values = formData.values;
			const payment = formData.payment;
			const card = ( yield this.transport.tokenize( {
				card: {
					first_name: payment.first_name ?? '',
					last_name: payment.last_name ?? '',
					number: digitsOnly( payment.number ?? '' ),
					cvc: digitsOnly( payment.cvc ?? '' ),
					exp_month: payment.exp_month ?? '',
					exp_year: payment.exp_year ?? '',
				},
				billing_address: billingAddressOf( values ),
				...( config.tokenizerTestKey
					? { test_key: config.tokenizerTestKey }
					: {} ),
			} ) ) as TokenizerAnswer;
			if ( ! card.success || ! card.token ) {
				throw tokenizerError( card.errors );
			}

			const signupData = buildSignupData( {
				values,
				cart: cart.lines,
				token: card.token,
				customerId: card.customer_id ?? '',
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
			this.succeed( answer.result );
		} catch ( error ) {
			this.status = 'idle';
			this.error = asCheckoutError( error );
		}
	}

	dispose(): void {
		clearTimeout( this.redirectTimer );
	}

	/**
	 * Success: the response is stored, then the redirect flag set, then the visitor goes to the thank-you
	 * destination 1500 ms later, only if redirect is enabled. The next page load starts empty.
	 * @param result
	 */
	private succeed( result: SignupResult ): void {
		this.response = result;
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
