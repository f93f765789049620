<?php
/**
 * Block pattern: Corporation Formation. Its demo page /corporation-formation/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Corporation Formation', 'formation-orders' ),
	'description' => __( 'A corporation formation order step by step: state and filing method, the officers with their addresses, shares, directors, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'corporation', 'corp', 'formation', 'officers', 'shares' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"business-formation","phoneNumber":"(800) 555-0199","allowedEntityTypes":["Corp"],"preselectedEntityType":"Corp"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of formation","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/filing-methods /-->
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
