<?php
/**
 * Block pattern: LLC Subscription. Its demo page /llc-subscription/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'LLC Subscription', 'formation-orders' ),
	'description' => __( 'An LLC formation sold up front or monthly (Pay Up Front / Pay Monthly) on one page.', 'formation-orders' ),
	'keywords'    => array( 'llc', 'subscription', 'monthly', 'formation' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"business-formation","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of formation","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/filing-methods /-->
<!-- wp:formation-orders/billing-type /-->
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
