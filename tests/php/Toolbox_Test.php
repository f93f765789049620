<?php
/**
 * Who gets the developer toolbox, what the page is told, and the toolbox's "mark the order as a test".
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Process_Signup;
use Formation_Orders\Gateway\Public_Config;
use Formation_Orders\Settings;
use Formation_Orders\Toolbox\Toolbox_Access;
use Formation_Orders\Toolbox\Toolbox_Config;

final class Toolbox_Test extends Test_Case {

	/** @var list<array<string, mixed>> */
	private array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		// The page configuration reads the catalog: the API is down, which is none of these tests' business.
		$this->stub_http( static fn () => self::http_response( 503 ) );
	}

	/**
	 * @param array<string, mixed> $options Settings besides the API's.
	 */
	private function settings( array $options ): Settings {
		update_option(
			Settings::OPTION,
			array_merge(
				array(
					'api_root'      => 'http://marketing.test/api',
					'website_id'    => '7',
					'tokenizer_url' => 'http://tokenizer.test/tokenize',
				),
				$options
			)
		);
		return new Settings();
	}

	private function log_in( string $role ): void {
		$user = wp_insert_user(
			array(
				'user_login'   => 'toolbox-' . $role,
				'user_pass'    => wp_generate_password(),
				'role'         => $role,
				'display_name' => 'Ada Lovelace',
			)
		);
		$this->assertIsInt( $user );
		wp_set_current_user( $user );
	}

	/** @return iterable<string, array{array<string, bool>, string, bool}> */
	public static function viewers(): iterable {
		yield 'setting off, administrator' => array( array( 'dev_toolbox' => false ), 'administrator', false );
		yield 'setting off, test mode on, visitor' => array( array( 'dev_toolbox' => false, 'test_mode' => true ), '', false );
		yield 'live site, anonymous visitor' => array( array( 'dev_toolbox' => true ), '', false );
		yield 'live site, subscriber' => array( array( 'dev_toolbox' => true ), 'subscriber', false );
		yield 'live site, editor' => array( array( 'dev_toolbox' => true ), 'editor', false );
		yield 'live site, administrator' => array( array( 'dev_toolbox' => true ), 'administrator', true );
		yield 'test mode, anonymous visitor' => array( array( 'dev_toolbox' => true, 'test_mode' => true ), '', true );
	}

	/**
	 * @dataProvider viewers
	 * @param array<string, bool> $options
	 */
	public function test_who_sees_the_toolbox( array $options, string $role, bool $shown ): void {
		$settings = $this->settings( $options );
		if ( '' !== $role ) {
			$this->log_in( $role );
		}
		$this->assertSame( $shown, ( new Toolbox_Access( $settings ) )->allowed() );
		$this->assertSame( $shown, ( new Public_Config( $settings ) )->for_page()['features']['devToolbox'] );
		$this->assertSame( $shown, isset( ( new Toolbox_Config( $settings ) )->for_form( 'registered-agent-signup' )['toolbox'] ) );
	}

	public function test_the_capability_can_be_filtered(): void {
		$settings = $this->settings( array( 'dev_toolbox' => true ) );
		$this->log_in( 'editor' );
		add_filter( 'formation_orders_toolbox_capability', static fn () => 'edit_posts' );
		$this->assertTrue( ( new Toolbox_Access( $settings ) )->allowed() );
	}

	public function test_the_page_gets_its_dataset_and_the_developers_name(): void {
		$settings = $this->settings( array( 'dev_toolbox' => true ) );
		$this->log_in( 'administrator' );
		$toolbox = ( new Toolbox_Config( $settings ) )->for_form( 'business-formation' )['toolbox'];
		$this->assertStringEndsWith( '/toolbox-data/business-formation.json', $toolbox['datasetUrl'] );
		$this->assertSame( 'Ada Lovelace', $toolbox['developerName'] );
	}

	public function test_a_page_with_a_dataset_of_its_own_reads_it_else_its_form_types(): void {
		$folder = dirname( __DIR__, 2 ) . '/toolbox-data';
		$this->assertSame( 'multi-state-registered-agent', Toolbox_Config::dataset_name( 'multi-state-registered-agent', 'registered-agent-signup', $folder ) );
		$this->assertSame( 'registered-agent-signup', Toolbox_Config::dataset_name( 'registered-agent', 'registered-agent-signup', $folder ) );
		$this->assertSame( 'registered-agent-signup', Toolbox_Config::dataset_name( '../wp-config', 'registered-agent-signup', $folder ) );
	}

	/** @return array<string, mixed> The order the marketing API received. */
	private function order_sent_with_test_mark( array $options ): array {
		$this->settings( $options );
		$this->sent = array();
		$this->stub_http(
			function ( array $args ) {
				$this->sent[] = json_decode( (string) $args['body'], true );
				return self::http_response( 200, array( 'result' => array( 'invoice_numbers' => array( 'INV-1' ), 'account_id' => 1, 'login_url' => 'http://marketing.test/login' ) ) );
			}
		);
		$order = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/signup-payload.json' ), true );
		$order['test'] = true;
		$answer = $this->call_ajax(
			Process_Signup::ACTION,
			array(
				'nonce'      => wp_create_nonce( Process_Signup::NONCE_ACTION ),
				'formType'   => 'registered-agent-signup',
				'pageID'     => '12',
				'orderKey'   => wp_generate_uuid4(),
				'signupData' => wp_json_encode( $order ),
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertCount( 1, $this->sent );
		return $this->sent[0];
	}

	public function test_an_administrator_may_mark_an_order_as_a_test(): void {
		$this->log_in( 'administrator' );
		$this->assertTrue( $this->order_sent_with_test_mark( array( 'dev_toolbox' => true ) )['test'] );
	}

	public function test_a_visitor_cannot_mark_an_order_as_a_test(): void {
		$this->assertFalse( $this->order_sent_with_test_mark( array( 'dev_toolbox' => true ) )['test'] );
	}
}
