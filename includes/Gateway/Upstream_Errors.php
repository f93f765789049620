<?php
/**
 * Turns what the marketing API answered into what the browser gets: a message a visitor can read, a code and a title.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Remote\Api_Response;

/**
 * Refusals the API explains (4xx with an error text) are passed on, cleaned; faults (unreachable, timeout, 5xx,
 * malformed or unexpected bodies) become the catalogue's generic message with a 502 (504 on a timeout). Only the
 * action, status and transport error are logged: bodies hold personal data, passwords or payment details.
 */
final class Upstream_Errors {

	public const SIGNUP      = 'signup';
	public const MAIL        = 'mail';
	public const APPLICATION = 'application';

	/** The code of a timed-out call: nobody knows whether the API did what it was asked. */
	public const OUTCOME_UNKNOWN = 'outcome_unknown';

	public static function unknown_error(): string {
		return __( 'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.', 'formation-orders' );
	}

	public static function server_error(): string {
		return __( 'An error has occurred. Please try again in a few minutes.', 'formation-orders' );
	}

	/**
	 * What a visitor reads when a job application is refused for a reason, whether the API refused it or the
	 * gateway's own file checks did: the reason, then the advice to check the files and to contact us if it
	 * persists. Composed here only, so the browser shows the text as it is and no refusal gets the advice twice
	 * or not at all.
	 */
	public static function application_refusal( string $reason ): string {
		return sprintf(
			/* translators: %s: the reason the application was refused */
			__( '%s Please check your file(s) and try again. If the problem persists, please contact us.', 'formation-orders' ),
			$reason
		);
	}

	/**
	 * A refusal or fault as an answer; call it only when the response is not a success.
	 */
	public static function answer_for( string $action, string $kind, Api_Response $response ): Answer {
		$reason = self::clean_message( $response->error_message() );
		if ( $response->status >= 400 && $response->status < 500 && '' !== $reason ) {
			return self::refusal( $kind, $reason, $response );
		}

		self::log_fault( $action, $response );
		// A timeout is not a refusal: the API may have done it. The code tells the page to find out, not to retry.
		[ $status, $code ] = $response->timed_out() ? array( 504, self::OUTCOME_UNKNOWN ) : array( 502, 'upstream_error' );
		return match ( $kind ) {
			self::MAIL        => Answer::error( self::server_error(), $status, $code, __( 'Server Error', 'formation-orders' ) ),
			self::APPLICATION => Answer::error( self::server_error(), $status, $code, __( 'Application Error', 'formation-orders' ) ),
			default           => Answer::error( self::unknown_error(), $status, $code, __( 'Signup Error', 'formation-orders' ) ),
		};
	}

	private static function refusal( string $kind, string $reason, Api_Response $response ): Answer {
		if ( 'payment failed' === strtolower( $reason ) ) {
			return Answer::error( 'payment failed', $response->status, 'payment_failed', __( 'Payment Error', 'formation-orders' ) );
		}
		if ( self::APPLICATION === $kind ) {
			return Answer::error( self::application_refusal( $reason ), $response->status, 'refused', __( 'Application Error', 'formation-orders' ) );
		}
		$answer = Answer::error( $reason, $response->status, 'refused', self::MAIL === $kind ? __( 'Server Error', 'formation-orders' ) : __( 'Signup Error', 'formation-orders' ) );
		// Name Your Own Price: the API refuses a low price with the minimum it accepts.
		$min = $response->body['min'] ?? null;
		if ( is_int( $min ) || is_float( $min ) ) {
			return new Answer( $answer->status, $answer->body + array( 'min' => $min ) );
		}
		return $answer;
	}

	/**
	 * Upstream texts are shown to visitors: plain text, one line, bounded.
	 */
	public static function clean_message( string $message ): string {
		return mb_substr( sanitize_text_field( $message ), 0, 500 );
	}

	private static function log_fault( string $action, Api_Response $response ): void {
		// phpcs:ignore FormationOrders.PHP.DevelopmentFunctions -- operators need to see upstream faults.
		error_log( sprintf( 'formation-orders: %s upstream fault, status %d %s', $action, $response->status, sanitize_text_field( $response->transport_error ) ) );
	}
}
