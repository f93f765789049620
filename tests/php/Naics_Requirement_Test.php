<?php
/**
 * "NAICS code is required when the state is in a configured list and the entity is not NP Corp", on the server:
 * process_signup refuses an order whose page's form requires the code and whose company has none.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Process_Signup;
use Formation_Orders\Settings;

final class Naics_Requirement_Test extends Test_Case {

	/** @var list<string> */
	private array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::OPTION,
			array(
				'api_root'   => 'http://marketing.test/api',
				'website_id' => '7',
			)
		);
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->stub_http(
			function ( array $args, string $url ) {
				$this->sent[] = $url;
				return self::http_response( 200, array( 'result' => array( 'login_url' => 'http://marketing.test/login' ) ) );
			}
		);
	}

	/**
	 * A page holding an order form whose Company Information block has these attributes.
	 *
	 * @param array<string, mixed> $company_attributes
	 */
	private function form_page( array $company_attributes, string $status = 'publish', string $form_type = 'business-formation' ): int {
		$content = '<!-- wp:formation-orders/order-form {"formType":"' . $form_type . '"} -->'
			. '<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->'
			. '<!-- wp:formation-orders/company-information ' . wp_json_encode( (object) $company_attributes ) . ' /-->'
			. '<!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_title'   => 'NAICS form',
				'post_content' => $content,
			)
		);
	}

	/**
	 * @return array{status: int, body: mixed}
	 */
	private function order_from( int $page_id, string $state, string $naics_code, string $entity_type = 'LLC' ): array {
		$order = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/signup-payload.json' ), true );
		$order['companies'][0]['company']['naics_code']          = $naics_code;
		$order['companies'][0]['company']['entity_type']         = $entity_type;
		$order['companies'][0]['products'][0]['data']['state']   = $state;
		return $this->call_ajax(
			Process_Signup::ACTION,
			array(
				'nonce'      => wp_create_nonce( Process_Signup::NONCE_ACTION ),
				'formType'   => 'business-formation',
				'pageID'     => (string) $page_id,
				'signupData' => wp_json_encode( $order ),
			)
		);
	}

	/**
	 * @dataProvider orders
	 *
	 * @param array<string, mixed> $company_attributes
	 */
	public function test_an_order_without_the_code_its_form_requires_is_refused( array $company_attributes, string $site_list, string $state, string $naics_code, string $entity_type, bool $refused ): void {
		if ( '' !== $site_list ) {
			update_option( Settings::OPTION, array( 'naics_required_states' => $site_list ) + (array) get_option( Settings::OPTION ) );
		}
		$answer = $this->order_from( $this->form_page( $company_attributes ), $state, $naics_code, $entity_type );

		if ( $refused ) {
			$this->assertSame( 400, $answer['status'] );
			$this->assertSame( 'naics_required', $answer['body']['code'] );
			$this->assertSame( 'NAICS Code is required', $answer['body']['error'] );
			$this->assertSame( array(), $this->sent, 'the marketing API never sees it' );
		} else {
			$this->assertSame( 200, $answer['status'] );
			$this->assertCount( 1, $this->sent );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string, string, string, string, bool}>
	 */
	public static function orders(): array {
		$asks = array( 'askNaics' => true );
		return array(
			'NY, in the site\'s default list, no code'  => array( $asks, '', 'NY', '', 'LLC', true ),
			'NY with a code'                            => array( $asks, '', 'NY', '54', 'LLC', false ),
			'NY, a nonprofit corporation'               => array( $asks, '', 'NY', '', 'NP Corp', false ),
			'TX, not in the default list'               => array( $asks, '', 'TX', '', 'LLC', false ),
			'TX once the Settings page lists it'        => array( $asks, 'TX', 'TX', '', 'LLC', true ),
			'NY once the Settings page drops it'        => array( $asks, 'TX', 'NY', '', 'LLC', false ),
			'the block names its own states: WA'        => array( $asks + array( 'naicsStates' => array( 'WA' ) ), '', 'WA', '', 'LLC', true ),
			'the block names its own states: not NY'    => array( $asks + array( 'naicsStates' => array( 'WA' ) ), '', 'NY', '', 'LLC', false ),
			'a form that does not ask for the code'     => array( array(), '', 'NY', '', 'LLC', false ),
		);
	}

	/**
	 * The page id comes from the browser: naming a page that is not a published one holding a form of the order's
	 * type holds the order to the site's list instead of skipping the check.
	 *
	 * @dataProvider pages_that_are_not_the_form
	 */
	public function test_an_order_naming_another_page_is_held_to_the_sites_list( string $page ): void {
		$page_id = match ( $page ) {
			'none'         => 0,
			'unknown'      => 999999,
			'draft'        => $this->form_page( array(), 'draft' ),
			'private'      => $this->form_page( array(), 'private' ),
			'another type' => $this->form_page( array(), 'publish', 'registered-agent-signup' ),
			'no form'      => (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'About', 'post_content' => '<p>About us</p>' ) ),
		};

		$this->assertSame( 'naics_required', $this->order_from( $page_id, 'NY', '' )['body']['code'] ?? null );
		$this->assertSame( 200, $this->order_from( $page_id, 'TX', '' )['status'], 'TX is not in the site\'s list' );
	}

	/** @return array<string, array{string}> */
	public static function pages_that_are_not_the_form(): array {
		return array(
			'no page (0)'                         => array( 'none' ),
			'an id no post has'                   => array( 'unknown' ),
			'a draft whose form does not ask'     => array( 'draft' ),
			'a private page whose form does not ask' => array( 'private' ),
			'a form of another type'              => array( 'another type' ),
			'a published page without a form'     => array( 'no form' ),
		);
	}
}
