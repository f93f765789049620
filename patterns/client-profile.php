<?php
/**
 * Block pattern: Client profile. Its demo page /client-profile/ is seeded from this file (bin/configure.php), so the
 * two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Client profile', 'formation-orders' ),
	'description' => __( 'A client profile: the client and the contact person, with a captcha; the visitor lands on the contact thank-you page, or the contact redirect link when one is set.', 'formation-orders' ),
	'keywords'    => array( 'client', 'profile', 'captcha' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"client-profile","stepMode":false,"submitButtonText":"Save Profile","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"profile","label":"Client profile"} -->
<!-- wp:formation-orders/client-information /-->
<!-- wp:formation-orders/captcha /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
