<?php
/**
 * Block pattern: Contact us. Its demo page /contact/ is seeded from this file (bin/configure.php), so the two
 * never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Contact us', 'formation-orders' ),
	'description' => __( 'A contact form: name, email, subject and message, with a captcha; the visitor lands on the contact thank-you page.', 'formation-orders' ),
	'keywords'    => array( 'contact', 'message', 'captcha' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"contact","stepMode":false,"termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"message","label":"Your message"} -->
<!-- wp:formation-orders/contact-message /-->
<!-- wp:formation-orders/captcha /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
