<?php
/**
 * The legal plan's intake on the server: process_signup refuses a legal subscription whose residency box or
 * trademark agreement is not ticked, or whose legal needs are missing or longer than 2000 characters, before the
 * marketing API sees it; it forwards the legal needs trimmed.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Process_Signup;
use Formation_Orders\Settings;

final class Legal_Intake_Test extends Test_Case {

	/** @var list<array<string, mixed>> */
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
			function ( array $args ) {
				$this->sent[] = json_decode( (string) $args['body'], true );
				return self::http_response( 200, array( 'result' => array( 'login_url' => 'http://marketing.test/login' ) ) );
			}
		);
	}

	/** The legal subscription demo page's form: every block of the intake. */
	private function legal_page( string $status = 'publish' ): int {
		$content = '<!-- wp:formation-orders/order-form {"formType":"legal-subscription"} -->'
			. '<!-- wp:formation-orders/form-step {"key":"details","label":"Details"} -->'
			. '<!-- wp:formation-orders/business-details /--><!-- wp:formation-orders/legal-needs /--><!-- wp:formation-orders/trademark-agreement /-->'
			. '<!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_title'   => 'Legal subscription',
				'post_content' => $content,
			)
		);
	}

	/**
	 * @param array<string, mixed> $plan_data What the legal plan's line carries beside its state.
	 * @return array{status: int, body: mixed}
	 */
	private function order_from( int $page_id, array $plan_data ): array {
		$order = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/signup-payload.json' ), true );
		$order['companies'][0]['company']['entity_type'] = 'Individual';
		$order['companies'][0]['products']               = array(
			array(
				'product_id'        => 4007,
				'product_option_id' => null,
				'quantity'          => 1,
				'data'              => array( 'state' => 'UT' ) + $plan_data,
				'saveAs'            => 'legalPlan',
			),
		);
		return $this->call_ajax(
			Process_Signup::ACTION,
			array(
				'nonce'      => wp_create_nonce( Process_Signup::NONCE_ACTION ),
				'formType'   => 'legal-subscription',
				'pageID'     => (string) $page_id,
				'signupData' => wp_json_encode( $order ),
			)
		);
	}

	private const COMPLETE = array(
		'legal_needs'         => 'A lease to review.',
		'state_resident'      => true,
		'trademark_agreement' => true,
	);

	/**
	 * @dataProvider refusals
	 *
	 * @param array<string, mixed> $plan_data
	 */
	public function test_an_order_missing_an_answer_its_form_asks_for_is_refused( array $plan_data, string $message ): void {
		$answer = $this->order_from( $this->legal_page(), $plan_data );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'legal_intake', $answer['body']['code'] );
		$this->assertSame( $message, $answer['body']['error'] );
		$this->assertSame( array(), $this->sent, 'the marketing API never sees it' );
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function refusals(): array {
		return array(
			'residency not ticked'             => array( array( 'state_resident' => false ) + self::COMPLETE, 'State Residency is required' ),
			'residency left out'               => array( array_diff_key( self::COMPLETE, array( 'state_resident' => 1 ) ), 'State Residency is required' ),
			'residency as a string'            => array( array( 'state_resident' => 'true' ) + self::COMPLETE, 'State Residency is required' ),
			'trademark agreement not ticked'   => array( array( 'trademark_agreement' => false ) + self::COMPLETE, 'Trademark Agreement is required' ),
			'trademark agreement left out'     => array( array_diff_key( self::COMPLETE, array( 'trademark_agreement' => 1 ) ), 'Trademark Agreement is required' ),
			'legal needs blank'                => array( array( 'legal_needs' => '   ' ) + self::COMPLETE, 'Legal Needs is required' ),
			'legal needs left out'             => array( array_diff_key( self::COMPLETE, array( 'legal_needs' => 1 ) ), 'Legal Needs is required' ),
			'legal needs of 2001 characters'   => array( array( 'legal_needs' => str_repeat( 'é', 2001 ) ) + self::COMPLETE, 'The field cannot contain more than 2000 characters' ),
		);
	}

	public function test_a_complete_intake_goes_on_with_its_legal_needs_trimmed_and_stripped_of_markup(): void {
		$needs  = '  <b>A lease</b> of ' . str_repeat( 'é', 1980 ) . "\n";
		$answer = $this->order_from( $this->legal_page(), array( 'legal_needs' => $needs ) + self::COMPLETE );

		$this->assertSame( 200, $answer['status'] );
		$this->assertCount( 1, $this->sent );
		$data = $this->sent[0]['companies'][0]['products'][0]['data'];
		$this->assertSame( 'A lease of ' . str_repeat( 'é', 1980 ), $data['legal_needs'] );
		$this->assertTrue( $data['state_resident'] );
		$this->assertTrue( $data['trademark_agreement'] );
	}

	/**
	 * A legal plan bought on a form that does not ask the intake (an opt-in of a formation) needs none; one sent
	 * anyway is still held to its rules.
	 */
	public function test_a_page_without_the_intake_blocks_asks_for_none_but_refuses_an_unticked_box(): void {
		$draft = $this->legal_page( 'draft' );

		$this->assertSame( 200, $this->order_from( $draft, array() )['status'] );
		$refused = $this->order_from( $draft, array( 'trademark_agreement' => false ) );
		$this->assertSame( 'Trademark Agreement is required', $refused['body']['error'] ?? null );
	}
}
