<?php
/**
 * Block pattern: Become an affiliate. Its demo page /affiliate-signup/ is seeded from this file (bin/configure.php),
 * so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Become an affiliate', 'formation-orders' ),
	'description' => __( 'An affiliate signup: contact details, an account, the company, the affiliate type and goals, an optional note, with a captcha; the visitor lands on the affiliate thank-you page.', 'formation-orders' ),
	'keywords'    => array( 'affiliate', 'partner', 'signup', 'captcha' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"affiliate-signup","stepMode":false,"submitButtonText":"Become an Affiliate","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"affiliate","label":"Become an affiliate"} -->
<!-- wp:formation-orders/contact-information /-->
<!-- wp:formation-orders/account-setup /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/affiliate-information /-->
<!-- wp:formation-orders/leave-a-note /-->
<!-- wp:formation-orders/captcha /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
