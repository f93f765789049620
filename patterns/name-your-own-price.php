<?php
/**
 * Block pattern: Name Your Own Price Registered Agent. Its demo page /name-your-own-price/ is seeded from this
 * file (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Name Your Own Price Registered Agent', 'formation-orders' ),
	'description' => __( 'A registered agent order where the visitor takes immediate service or names a yearly price per state: state and company, pricing, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'registered agent', 'name your own price', 'nyop', 'order form' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of your company"} /-->
<!-- wp:formation-orders/company-information /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"pricing","label":"Pricing"} -->
<!-- wp:formation-orders/name-your-own-price /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"contact","label":"Contact"} -->
<!-- wp:formation-orders/contact-information /-->
<!-- wp:formation-orders/account-setup /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"payment","label":"Payment"} -->
<!-- wp:formation-orders/order-summary /-->
<!-- wp:formation-orders/payment /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
