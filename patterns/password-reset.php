<?php
/**
 * Block pattern: Reset your password. Its demo page /password-reset/ is seeded from this file (bin/configure.php), so the two
 * never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Reset your password', 'formation-orders' ),
	'description' => __( 'A password reset form: the account’s email; the visitor lands on the login page.', 'formation-orders' ),
	'keywords'    => array( 'password', 'reset', 'account' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"password-reset","stepMode":false,"submitButtonText":"Reset Password","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"reset","label":"Reset your password"} -->
<!-- wp:formation-orders/account-login {"askPassword":false,"helpText":"We send a link to choose a new password to this email address."} /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
