<?php
/**
 * A module's styles load with the module: the order form's shell on every form's page, each module's only where
 * a form uses it.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

final class Module_Styles_Test extends Test_Case {

	/** @var array{queue: array<int, string>, to_do: array<int, string>, done: array<int, string>} */
	private array $saved = array(
		'queue' => array(),
		'to_do' => array(),
		'done'  => array(),
	);

	protected function setUp(): void {
		parent::setUp();
		foreach ( array_keys( $this->saved ) as $list ) {
			$this->saved[ $list ] = wp_styles()->$list;
		}
		self::forget_enqueued_styles();
	}

	protected function tearDown(): void {
		foreach ( $this->saved as $list => $handles ) {
			wp_styles()->$list = $handles;
		}
		parent::tearDown();
	}

	private static function forget_enqueued_styles(): void {
		wp_styles()->queue = array();
		wp_styles()->to_do = array();
		wp_styles()->done  = array();
	}

	/**
	 * The plugin's block styles this markup enqueues, by the block they belong to, in the order they print.
	 *
	 * @return list<string>
	 */
	private static function styles_of( string $markup ): array {
		do_blocks( $markup );
		$wp_styles = wp_styles();
		$wp_styles->all_deps( $wp_styles->queue );
		$ours = array_filter( $wp_styles->to_do, static fn ( string $handle ): bool => str_starts_with( $handle, 'formation-orders-' ) );
		return array_values( array_unique( array_map( static fn ( string $handle ): string => (string) preg_replace( '/^formation-orders-(.+)-style(-\d+)?$/', '$1', $handle ), $ours ) ) );
	}

	private static function pattern( string $slug ): string {
		return (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/' . $slug )['content'];
	}

	public function test_the_login_page_loads_the_shell_and_the_login_module_only(): void {
		$this->assertSame( array( 'order-form', 'account-login' ), self::styles_of( self::pattern( 'login' ) ) );

		$css = '';
		foreach ( wp_styles()->to_do as $handle ) {
			$path = wp_styles()->get_data( $handle, 'path' );
			$css .= is_string( $path ) ? (string) file_get_contents( $path ) : '';
		}
		$this->assertStringContainsString( '.fo-account-login__reset-sent', $css );
		foreach ( array( '.fo-order-summary', '.fo-card-brand', '.fo-filing-method', '.fo-multi-state', '.fo-optional-products', '.fo-coupon', '.fo-domain-', '.fo-phone-numbers', '.fo-nyop', '.fo-billing-type', '.fo-job-' ) as $order_module ) {
			$this->assertStringNotContainsString( $order_module, $css, 'no order module CSS on the login page' );
		}
	}

	public function test_an_order_page_loads_its_own_modules_styles_after_the_shell(): void {
		$this->assertSame( array( 'order-form', 'account-setup', 'order-summary', 'payment' ), self::styles_of( self::pattern( 'registered-agent' ) ) );
	}

	public function test_the_running_total_brings_the_order_summary_style_to_an_order_form_without_a_summary(): void {
		$form = '<!-- wp:formation-orders/order-form {"formType":"tax-id"%s} --><!-- wp:formation-orders/form-step {"key":"pay","label":"Pay"} --><!-- wp:formation-orders/payment /--><!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';

		$this->assertSame( array( 'order-form', 'payment', 'order-summary' ), self::styles_of( sprintf( $form, '' ) ) );
		self::forget_enqueued_styles();
		$this->assertSame( array( 'order-form', 'payment' ), self::styles_of( sprintf( $form, ',"runningTotal":false' ) ), 'no running total, no summary' );
	}

	public function test_a_form_that_is_not_an_order_has_no_running_total_and_so_no_summary_style(): void {
		$this->assertNotContains( 'order-summary', self::styles_of( self::pattern( 'contact' ) ) );
	}

	/**
	 * Every module folder with a style.scss has its built style and names it in its block.json, after the shell.
	 */
	public function test_every_module_with_styles_registers_them_after_the_shell(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$folders  = glob( dirname( __DIR__, 2 ) . '/blocks/*/style.scss' );
		$this->assertGreaterThanOrEqual( 15, count( $folders ) );
		foreach ( $folders as $style ) {
			$name = basename( dirname( $style ) );
			if ( 'order-form' === $name ) {
				continue;
			}
			$handles = $registry->get_registered( 'formation-orders/' . $name )->style_handles;
			$this->assertSame( array( 'formation-orders-order-form-style', 'formation-orders-' . $name . '-style-2' ), $handles, $name );
			$this->assertFileExists( dirname( __DIR__, 2 ) . '/build/' . $name . '/style-index.css' );
		}
	}
}
