/**
 * What places an order: the card tokenized from the browser, the order's payload, the Name Your Own Price
 * minimum, the conversion tracked. It extends the Sender every form uses and travels with the order code
 * (src/order/submission-code.ts), so that a form that sells nothing never downloads card or order code.
 */
import type {
	SignupAnswer,
	SignupResult,
	TokenizerAnswer,
	TokenizerRequest,
} from '../api/types';
import { signupFields } from '../api/signup-fields';
import { tokenizerError } from '../errors/card-errors';
import { serverAnswerError } from '../errors/server-answer-errors';
import { billingAddressOf } from '../order/build-signup-data';
import { refusalMinimum } from '../pricing/nyop';
import { withoutSecrets } from '../store/persistence';
import { browserTrackingTarget, trackOrder } from '../tracking/track-order';
import { trackedOrder } from '../tracking/tracked-order';
import type { TrackedOrder } from '../tracking/types';
import { PAID_ORDER } from './form-pipelines';
import { paidOrderData } from './paid-order';
import {
	NO_CARD,
	OUTCOME_UNKNOWN,
	Sender,
	type SubmissionRequest,
} from './sender';

/** The module that holds the Name Your Own Price choice and its overlay. */
const NYOP_MODULE = 'name-your-own-price';

const digitsOnly = ( value: string ) => value.replace( /\D/g, '' );

export class OrderSender extends Sender {
	/** The last successful tokenization and what it was for; in memory only. */
	private lastCard: { fingerprint: string; answer: TokenizerAnswer } | null =
		null;

	/** An order: tokenize the card (once per card), post the order, track the conversion. */
	protected override *placeOrder(): Generator<
		Promise< unknown >,
		void,
		never
	> {
		const { state, root, transport, attempt } = this.context;
		const card = ( yield this.tokenizeOnce() ) as TokenizerAnswer;
		if ( ! card.success || ! card.token ) {
			throw tokenizerError( card.errors );
		}
		const pipeline = PAID_ORDER;
		const { fingerprint } = this.requestOf( pipeline, NO_CARD, '' );
		const key = attempt.keyFor( fingerprint );
		const { signupData } = this.requestOf( pipeline, card, key );
		attempt.sending( key, fingerprint, this.sentFormData() );
		// A named price is checked against the minimum by the server: the spinner says so while it waits.
		if ( signupData?.nyop ) {
			state.validatingPrice = true;
		}
		const answer = ( yield transport.submitSignup(
			root.formData.formType,
			signupData!,
			key
		) ) as SignupAnswer;
		state.validatingPrice = false;
		if ( ! answer.result ) {
			if ( answer.code === OUTCOME_UNKNOWN ) {
				yield* this.findOutcome( pipeline );
				return;
			}
			this.refused( answer );
			const minimum = refusalMinimum( answer );
			if ( minimum !== null ) {
				// A named price under the minimum: no order, so no tracking and no redirect; the visitor
				// is asked whether to pay the minimum instead.
				state.status = 'idle';
				state.validatingPrice = false;
				root.formData.set( 'nyopOverlay', {
					show: true,
					min: minimum,
				} );
				root.steps.goToModule( NYOP_MODULE );
				return;
			}
			throw serverAnswerError( answer, PAID_ORDER.refusal );
		}
		// The token paid for this order: the next order needs a new one.
		this.lastCard = null;
		this.placed( answer.result, signupData, key );
	}

	/**
	 * The order's request: its payload with the card's token and the key, and the fingerprint that tells one
	 * order from another (the payload without token and password, as the gateway hashes it:
	 * Process_Signup::volatile_paths).
	 * @param card The tokenizer's answer (NO_CARD to ask about an outcome or to tell orders apart).
	 * @param key  The order key.
	 */
	protected override paidRequestOf = (
		card: TokenizerAnswer,
		key: string
	): SubmissionRequest => {
		const { root } = this.context;
		const build = ( orderNumber: string ) => {
			const data = paidOrderData( root, card, orderNumber );
			return root.checkoutOptions.markAsTest
				? { ...data, test: true }
				: data;
		};
		const signupData = build( key );
		return {
			fields: signupFields(
				root.config,
				root.formData.formType,
				signupData
			),
			signupData,
			fingerprint: JSON.stringify( withoutSecrets( build( '' ) ) ),
		};
	};

	/**
	 * A placed order's purchase, tracked where the form sells something; a free account or an affiliate signup
	 * buys nothing.
	 * @param result     The placed order's answer.
	 * @param signupData The order as sent.
	 * @param key        The order key.
	 */
	protected override trackPurchase = (
		result: SignupResult,
		signupData: Record< string, unknown > | undefined,
		key: string
	): void => {
		const { state, root } = this.context;
		const { sales, config } = root;
		if ( ! signupData || ! sales ) {
			return;
		}
		const { cart } = sales;
		trackOrder(
			config.tracking,
			trackedOrder(
				cart.lines,
				cart.total,
				result.invoice_numbers,
				key,
				( signupData.affiliate as TrackedOrder[ 'affiliate' ] ) ?? null
			),
			( state.trackingTarget ?? browserTrackingTarget )()
		);
	};

	/**
	 * The card's token: the one from the last successful tokenization while the card and billing address are
	 * unchanged ("Tokenization is skipped when the card and billing address equal the previous successful
	 * ones and a token exists"), else a new one. What is compared lives in this object only, never in storage.
	 */
	private async tokenizeOnce(): Promise< TokenizerAnswer > {
		const { root, transport } = this.context;
		const { formData, config } = root;
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
		const answer = await transport.tokenize( request );
		this.lastCard =
			answer.success && answer.token ? { fingerprint, answer } : null;
		return answer;
	}
}
