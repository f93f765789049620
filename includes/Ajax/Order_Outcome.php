<?php
/**
 * admin-ajax action formation_orders_order_outcome: what became of a submission whose answer never arrived.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Idempotency_Store;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Remote\Api_Response;

/**
 * The page asks this when it lost the answer to a submission (a timeout, a reload while it was sent) before it lets
 * the visitor send again. The request is the submission's own fields (the card token may be blank: it is not part
 * of the payload hash) with `orderAction` naming the action and `orderKey` its key, so the kept answer goes back only
 * to the request that made it. Sends nothing upstream but a lookup. Answers {success, outcome[, answer]}:
 * - placed: the answer the submission got, or would have got (`answer`); the page goes where a placed order goes;
 * - not_placed: no request with that key was accepted; the page may send the same key again;
 * - pending: WordPress is still waiting for the marketing API; ask again shortly;
 * - unknown: the marketing API could not tell now; the key stays, so a later resubmission still cannot double.
 */
final class Order_Outcome extends Action {

	public const ACTION = 'formation_orders_order_outcome';
	/** The marketing API's lookup of its kept answer by Idempotency-Key. */
	public const API_LOOKUP = 'idempotent_answer';

	/** The actions whose answers are kept by order key. */
	private const KEYED_ACTIONS = array(
		Process_Signup::ACTION         => Process_Signup::class,
		Process_Reset_Password::ACTION => Process_Reset_Password::class,
		Process_Contact::ACTION        => Process_Contact::class,
		Process_Client_Profile::ACTION => Process_Client_Profile::class,
		Process_Application::ACTION    => Process_Application::class,
	);

	public function name(): string {
		return self::ACTION;
	}

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	protected function respond( Request_Reader $request ): Answer {
		$class = self::KEYED_ACTIONS[ $request->text( 'orderAction', 64 ) ] ?? null;
		$key   = $request->text( 'orderKey', 64 );
		if ( null === $class || ! Idempotency_Store::is_valid_key( $key ) ) {
			throw new Bad_Request( Request_Reader::unreadable() );
		}
		$action = new $class( $this->gateway );
		$hash   = $action->payload_hash( $request );
		$store  = $this->gateway->idempotency;

		[ $state, $kept ] = $store->lookup( $action->name(), $key, $hash );

		if ( Idempotency_Store::OTHER_PAYLOAD === $state ) {
			return Idempotency_Store::other_payload();
		}
		if ( Idempotency_Store::DONE === $state && null !== $kept ) {
			return self::placed( $kept );
		}
		if ( Idempotency_Store::PENDING === $state ) {
			return self::outcome( 'pending' );
		}
		if ( Idempotency_Store::UNKNOWN !== $state ) {
			return self::outcome( 'not_placed' );
		}

		$lookup = $this->gateway->api->get( self::API_LOOKUP, array( 'path' => $action->name() ), array( 'Idempotency-Key' => $key ) );
		if ( 404 === $lookup->status ) {
			return self::outcome( 'not_placed' );
		}
		$first = $lookup->is_ok() && is_int( $lookup->body['status'] ?? null ) && is_array( $lookup->body['body'] ?? null )
			? new Api_Response( $lookup->body['status'], $lookup->body['body'] )
			: null;
		if ( null === $first || ! $first->is_ok() ) {
			return self::outcome( null === $first ? 'unknown' : 'not_placed' );
		}
		$answer = $action->answer_from_upstream( $first );
		if ( ! $answer->is_success() ) {
			return self::outcome( 'unknown' );
		}
		$store->settle_unknown( $action->name(), $key, $hash, $answer );
		return self::placed( $answer );
	}

	private static function placed( Answer $answer ): Answer {
		return Answer::success(
			array(
				'outcome' => 'placed',
				'answer'  => $answer->body,
			)
		);
	}

	private static function outcome( string $outcome ): Answer {
		return Answer::success( array( 'outcome' => $outcome ) );
	}
}
