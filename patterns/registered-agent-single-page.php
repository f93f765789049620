<?php
/**
 * Block pattern: Registered Agent Signup (single page). Its demo page /registered-agent-single-page/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Registered Agent Signup (single page)', 'formation-orders' ),
	'description' => __( 'The registered agent order with every section on one page, no steps.', 'formation-orders' ),
	'keywords'    => array( 'registered agent', 'signup', 'single page' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"stepMode":false,"phoneNumber":"(800) 555-0199"} -->
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
