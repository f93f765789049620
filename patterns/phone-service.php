<?php
/**
 * Block pattern: Phone Service. Its demo page /phone-service/ is seeded from this file (bin/configure.php), so
 * the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Phone Service', 'formation-orders' ),
	'description' => __( 'A phone service order in three steps: an area code and one of its numbers (or a voice office instead), contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'phone', 'phone number', 'call forwarding', 'order form' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"phone-service","phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"phone","label":"Phone Number"} -->
<!-- wp:formation-orders/phone-number-selection {"products":[{"saveAs":"phoneService","category":"phone-service","primary":true},{"saveAs":"voiceOffice","category":"voice-office"}]} /-->
<!-- wp:formation-orders/optional-products {"title":"Or a voice office, with its own number","products":[{"saveAs":"voiceOffice","category":"voice-office"}]} /-->
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
