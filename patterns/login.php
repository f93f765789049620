<?php
/**
 * Block pattern: Login. Its demo page /login/ is seeded from this file (bin/configure.php), so the two
 * never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Login', 'formation-orders' ),
	'description' => __( 'A login form: username and password, sent to the marketing API’s login; the visitor lands on their account.', 'formation-orders' ),
	'keywords'    => array( 'login', 'account', 'sign in' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"login","stepMode":false,"submitButtonText":"Log In","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"login","label":"Log in to your account"} -->
<!-- wp:formation-orders/account-login /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
