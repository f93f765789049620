<?php
/**
 * The server's half of the legal plan's intake: the residency box and the trademark agreement must be ticked,
 * the legal needs at most 2000 characters.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Checks what a legal plan's order line carries for its attorneys (legal_needs, state_resident,
 * trademark_agreement) before the order reaches the marketing API, wherever it is sent from: a box sent unticked
 * or as anything but true, and legal needs that are not text, empty or longer than 2000 characters, are refused.
 * When the order's page is a published page whose form of the order's type has the Business Details, Legal Needs
 * or Trademark Agreement block, the order must carry that block's answer too: a page served before the answer
 * existed, or a request made by hand, cannot leave it out. The legal needs go on trimmed.
 */
final class Legal_Intake {

	public const LEGAL_NEEDS_MAX_CHARS = 2000;

	/** Each block of the intake, and the key its answer travels under in the plan's data. */
	private const ANSWER_OF_BLOCK = array(
		'formation-orders/business-details'    => 'state_resident',
		'formation-orders/legal-needs'         => 'legal_needs',
		'formation-orders/trademark-agreement' => 'trademark_agreement',
	);

	/**
	 * The order with its legal needs trimmed, or a Bad_Request-worthy refusal text.
	 *
	 * @param int                  $page_id   The page the order was placed on, as the browser says.
	 * @param string               $form_type The order's form type, as the browser says.
	 * @param array<string, mixed> $order     The order as the browser sent it.
	 * @return array{0: array<string, mixed>, 1: string} The order, and the refusal ('' when none).
	 */
	public function check( int $page_id, string $form_type, array $order ): array {
		$answered = array();
		foreach ( is_array( $order['companies'] ?? null ) ? $order['companies'] : array() as $c => $company ) {
			foreach ( is_array( $company['products'] ?? null ) ? $company['products'] : array() as $p => $product ) {
				$data = is_array( $product ) && is_array( $product['data'] ?? null ) ? $product['data'] : array();
				foreach ( self::ANSWER_OF_BLOCK as $key ) {
					if ( ! array_key_exists( $key, $data ) ) {
						continue;
					}
					$refusal = self::refusal( $key, $data[ $key ] );
					if ( '' !== $refusal ) {
						return array( $order, $refusal );
					}
					if ( 'legal_needs' === $key ) {
						$order['companies'][ $c ]['products'][ $p ]['data'][ $key ] = trim( $data[ $key ] );
					}
					$answered[ $key ] = true;
				}
			}
		}
		foreach ( $this->asked( $page_id, $form_type ) as $key ) {
			if ( ! isset( $answered[ $key ] ) ) {
				return array( $order, self::required( $key ) );
			}
		}
		return array( $order, '' );
	}

	/**
	 * The answers the order's form asks for, by the key they travel under.
	 *
	 * @return list<string>
	 */
	private function asked( int $page_id, string $form_type ): array {
		$forms = Page_Forms::of_type_on_page( $page_id, $form_type );
		$keys  = array();
		foreach ( self::ANSWER_OF_BLOCK as $block => $key ) {
			if ( array() !== Page_Forms::blocks_named( $forms, $block ) ) {
				$keys[] = $key;
			}
		}
		return $keys;
	}

	/**
	 * Why an answer is refused; '' when it is acceptable.
	 *
	 * @param mixed $value The answer as sent.
	 */
	private static function refusal( string $key, mixed $value ): string {
		if ( 'legal_needs' !== $key ) {
			return true === $value ? '' : self::required( $key );
		}
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return self::required( $key );
		}
		return mb_strlen( trim( $value ) ) > self::LEGAL_NEEDS_MAX_CHARS
			/* translators: %d: the most characters allowed. */
			? sprintf( __( 'The field cannot contain more than %d characters', 'formation-orders' ), self::LEGAL_NEEDS_MAX_CHARS )
			: '';
	}

	/** The browser's own message for a missing answer. */
	private static function required( string $key ): string {
		$labels = array(
			'state_resident'      => __( 'State Residency', 'formation-orders' ),
			'legal_needs'         => __( 'Legal Needs', 'formation-orders' ),
			'trademark_agreement' => __( 'Trademark Agreement', 'formation-orders' ),
		);
		/* translators: %s: field label. */
		return sprintf( __( '%s is required', 'formation-orders' ), $labels[ $key ] );
	}
}
