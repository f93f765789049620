<?php
/**
 * Block pattern: Multi-State Registered Agent. Its demo page /multi-state-registered-agent/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Multi-State Registered Agent', 'formation-orders' ),
	'description' => __( 'A registered agent in several states at once, with the bulk price from five states.', 'formation-orders' ),
	'keywords'    => array( 'registered agent', 'multi-state', 'bulk' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"states","label":"States"} -->
<!-- wp:formation-orders/state-picker {"label":"Home state of your company"} /-->
<!-- wp:formation-orders/multi-state-picker {"label":"States where you need a registered agent"} /-->
<!-- wp:formation-orders/company-information /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"contact","label":"Contact"} -->
<!-- wp:formation-orders/contact-information /-->
<!-- wp:formation-orders/account-setup /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"payment","label":"Payment"} -->
<!-- wp:formation-orders/order-summary /-->
<!-- wp:formation-orders/coupon-field /-->
<!-- wp:formation-orders/payment /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
