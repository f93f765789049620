<?php
/**
 * The server's half of "NAICS code is required when the state is in a configured list and the entity is not
 * NP Corp".
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * The browser asks for the code; an order that arrives without it, from a form that requires it, is refused
 * before it reaches the marketing API. The form is the one of the order's type on the order's page, and only on
 * a published page: its Company Information block asks for the code (askNaics) in the states it names, or, naming
 * none, in the site's "States that require a NAICS code". The page id comes from the browser, so an order naming
 * anything else (no page, a draft, a page without a form of its type) is held to the site's list, as if its form
 * asked for the code: it cannot skip the check by naming another page. The company's state is the state its
 * products are filed in.
 */
final class Naics_Requirement {

	private const COMPANY_BLOCK = 'formation-orders/company-information';

	public function __construct( private Settings $settings ) {
	}

	/**
	 * The refusal's text when the order's company lacks a NAICS code its page's form requires; '' otherwise.
	 *
	 * @param int                  $page_id   The page the order was placed on, as the browser says.
	 * @param string               $form_type The order's form type, as the browser says.
	 * @param array<string, mixed> $order     The order as the browser sent it.
	 */
	public function missing_code( int $page_id, string $form_type, array $order ): string {
		$company = $order['companies'][0] ?? null;
		if ( ! is_array( $company ) ) {
			return '';
		}
		$details = is_array( $company['company'] ?? null ) ? $company['company'] : array();
		$code    = is_string( $details['naics_code'] ?? null ) ? trim( $details['naics_code'] ) : '';
		if ( '' !== $code || 'NP Corp' === ( $details['entity_type'] ?? '' ) ) {
			return '';
		}
		$state  = self::state_of( $company );
		$states = $this->required_states( $page_id, $form_type );
		if ( '' === $state || ! in_array( $state, $states, true ) ) {
			return '';
		}
		return __( 'NAICS Code is required', 'formation-orders' );
	}

	/**
	 * The states where the page's form of this type requires the code: none when its Company Information blocks
	 * do not ask for it; the site's list when the page is not a published one holding a form of this type.
	 *
	 * @return list<string>
	 */
	public function required_states( int $page_id, string $form_type ): array {
		$site_list = ( new State_Lists( $this->settings ) )->for_page()['naicsRequired'];
		$forms     = Page_Forms::of_type_on_page( $page_id, $form_type );
		if ( array() === $forms ) {
			return $site_list;
		}
		$states = array();
		foreach ( Page_Forms::blocks_named( $forms, self::COMPANY_BLOCK ) as $attributes ) {
			if ( true !== ( $attributes['askNaics'] ?? false ) ) {
				continue;
			}
			$own    = is_array( $attributes['naicsStates'] ?? null ) ? $attributes['naicsStates'] : array();
			$states = array_merge(
				$states,
				array() === $own ? $site_list : Settings_Fields::states_in( implode( ',', array_filter( $own, 'is_string' ) ) )
			);
		}
		return array_values( array_unique( $states ) );
	}

	/**
	 * The state the company's products are filed in (the first product that names one).
	 *
	 * @param array<string, mixed> $company One entry of the order's companies.
	 */
	private static function state_of( array $company ): string {
		foreach ( is_array( $company['products'] ?? null ) ? $company['products'] : array() as $product ) {
			$state = is_array( $product ) && is_array( $product['data'] ?? null ) ? ( $product['data']['state'] ?? '' ) : '';
			if ( is_string( $state ) && '' !== $state ) {
				return strtoupper( $state );
			}
		}
		return '';
	}
}
