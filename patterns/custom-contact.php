<?php
/**
 * Block pattern: Ask about your company's compliance. Its demo page /custom-contact/ is seeded from this file (bin/configure.php), so the two
 * never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Ask about your company’s compliance', 'formation-orders' ),
	'description' => __( 'A custom contact form on a topic of its own, with a captcha; the visitor lands on the contact thank-you page.', 'formation-orders' ),
	'keywords'    => array( 'contact', 'message', 'compliance' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"custom-contact","stepMode":false,"submitButtonText":"Send Message","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"question","label":"Your question"} -->
<!-- wp:formation-orders/contact-message {"helpText":"A compliance specialist answers within one business day."} /-->
<!-- wp:formation-orders/captcha /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
