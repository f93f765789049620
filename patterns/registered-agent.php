<?php
/**
 * Block pattern: Registered Agent Signup. Its demo page /registered-agent/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Registered Agent Signup', 'formation-orders' ),
	'description' => __( 'A registered agent order in three steps (state and company, contact and account, payment), then a check of the answers before paying.', 'formation-orders' ),
	'keywords'    => array( 'registered agent', 'signup', 'order form' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"phoneNumber":"(800) 555-0199","checkAnswers":true} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of your company"} /-->
<!-- wp:formation-orders/company-information /-->
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
