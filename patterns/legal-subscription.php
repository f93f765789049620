<?php
/**
 * Block pattern: Legal Subscription. Its demo page /legal-subscription/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Legal Subscription', 'formation-orders' ),
	'description' => __( 'A yearly legal plan (law on call, sold in Utah) for an individual or a business, on one page: who it is for, business details and residency, legal needs, the trademark agreement, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'legal', 'lawyer', 'attorney', 'subscription', 'trademark' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"legal-subscription","stepMode":false,"phoneNumber":"(800) 555-0199","preselectedState":"UT","preselectedEntityType":"Individual"} -->
<!-- wp:formation-orders/form-step {"key":"plan","label":"Your Plan"} -->
<!-- wp:formation-orders/state-picker {"label":"State where you live","jurisdictions":["UT"],"products":[{"saveAs":"legalPlan","category":"law-on-call","primary":true}]} /-->
<!-- wp:formation-orders/individual-or-business /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"details","label":"Business Details"} -->
<!-- wp:formation-orders/business-details /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"needs","label":"Legal Help"} -->
<!-- wp:formation-orders/legal-needs /-->
<!-- wp:formation-orders/trademark-agreement /-->
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
