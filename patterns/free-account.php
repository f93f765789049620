<?php
/**
 * Block pattern: Open a free account. Its demo page /free-account/ is seeded from this file (bin/configure.php), so the two
 * never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Open a free account', 'formation-orders' ),
	'description' => __( 'A free account: the name, an email and a password, no card, with a captcha.', 'formation-orders' ),
	'keywords'    => array( 'account', 'free', 'signup' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"free-account","stepMode":false,"submitButtonText":"Create Free Account","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"account","label":"Your free account"} -->
<!-- wp:formation-orders/contact-information {"details":"name"} /-->
<!-- wp:formation-orders/account-setup /-->
<!-- wp:formation-orders/captcha /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
