<?php
/**
 * Block pattern: Double LLC. Its demo page /double-llc/ is seeded from this file (bin/configure.php), so the
 * two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Double LLC', 'formation-orders' ),
	'description' => __( 'Two LLCs formed together: the company and a parent company that owns it, in a state that forms parent companies, with a registered agent; contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'double llc', 'parent company', 'holding', 'formation' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"double-llc","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"companies","label":"Companies"} -->
<!-- wp:formation-orders/state-picker {"label":"State of formation","jurisdictions":["DE","FL","ID","MT","TX","WA","WY"],"products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/filing-methods /-->
<!-- wp:formation-orders/second-company {"label":"Parent Company Name","products":[{"saveAs":"parentFormation","category":"parent-formation","primary":true,"company":"second"}]} /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"formation-details","label":"Formation Details"} -->
<!-- wp:formation-orders/formation-details /-->
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
