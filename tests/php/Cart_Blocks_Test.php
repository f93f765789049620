<?php
/**
 * The cart's module blocks are registered and carry their configured products into the page configuration.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

final class Cart_Blocks_Test extends Test_Case {

	/**
	 * @return array<string, mixed> The JSON configuration printed with a demo page's form.
	 */
	private function render_demo_form( string $slug ): array {
		$markup = (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/' . $slug )['content'];
		$html   = do_blocks( $markup );
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', $html, $match ), $html );
		return json_decode( $match[1], true );
	}

	/**
	 * @param array<string, mixed> $config
	 * @return array<string, array<string, mixed>> Module attributes by module name (the first of each).
	 */
	private function modules_of( array $config ): array {
		$modules = array();
		foreach ( $config['form']['steps'] as $step ) {
			foreach ( $step['modules'] as $module ) {
				$modules[ $module['name'] ] ??= $module['attributes'];
			}
		}
		return $modules;
	}

	/**
	 * A block that configures products is a module of the form step, so a form can hold it.
	 */
	public function test_every_block_with_products_is_a_module_of_the_form_step(): void {
		$with_products = 0;
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			if ( ! str_starts_with( $type->name, 'formation-orders/' ) || ! isset( $type->attributes['products'] ) ) {
				continue;
			}
			++$with_products;
			$this->assertContains( 'formation-orders/form-step', (array) $type->parent, $type->name );
			$this->assertSame( 'array', $type->attributes['products']['type'], $type->name );
		}
		$this->assertGreaterThanOrEqual( 5, $with_products, 'state picker, filing methods, multi-state picker, optional products, billing type' );
	}

	public function test_the_multi_state_picker_brings_its_default_bulk_offer(): void {
		$modules = $this->modules_of( $this->render_demo_form( 'multi-state-registered-agent' ) );

		$this->assertSame(
			array(
				array(
					'saveAs'       => 'registeredAgent',
					'category'     => 'registered-agent',
					'primary'      => true,
					'multiState'   => true,
					'bulkPrice'    => 89,
					'bulkQuantity' => 5,
				),
			),
			$modules['multi-state-picker']['products']
		);
	}

	public function test_the_formation_page_configures_its_products_in_its_blocks(): void {
		$modules = $this->modules_of( $this->render_demo_form( 'llc-formation' ) );

		$this->assertSame( 'formation', $modules['filing-methods']['products'][0]['saveAs'] );
		$this->assertSame( array( 12, 24, 36 ), $modules['state-picker']['products'][0]['durations'] );
		$this->assertContains( 'taxIdSsn', array_column( $modules['optional-products']['products'], 'saveAs' ) );
		$this->assertSame( 'subscriptionBundle', $this->modules_of( $this->render_demo_form( 'llc-subscription' ) )['billing-type']['products'][0]['saveAs'] );
	}
}
