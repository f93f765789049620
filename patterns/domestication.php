<?php
/**
 * Block pattern: Domestication. Its demo page /domestication/ is seeded from this file (bin/configure.php),
 * so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Domestication', 'formation-orders' ),
	'description' => __( 'A company moves its home to another state: the new state with its registered agent and the domestication filing, the state it leaves, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'domestication', 'move company', 'home state', 'registered agent' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"domestication","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State your company is moving to","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
<!-- wp:formation-orders/home-state {"label":"State your company is moving from"} /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/filing-methods {"products":[{"saveAs":"domestication","category":"domestication","primary":true}]} /-->
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
