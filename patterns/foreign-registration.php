<?php
/**
 * Block pattern: Foreign Registration. Its demo page /foreign-registration/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Foreign Registration', 'formation-orders' ),
	'description' => __( 'A company formed in its home state registers to do business in another: the service state with its registered agent and the foreign registration filing, the home state, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'foreign registration', 'foreign qualification', 'home state', 'registered agent' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"foreign-registration","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State where you will do business","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
<!-- wp:formation-orders/home-state {"label":"Home state (where the company was formed)"} /-->
<!-- wp:formation-orders/company-information {"askBusinessFormed":true} /-->
<!-- wp:formation-orders/filing-methods {"products":[{"saveAs":"foreignRegistration","category":"foreign-registration","primary":true}]} /-->
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
