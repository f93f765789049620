<?php
/**
 * Block pattern: Nonprofit Formation (New York, the one state where this form files a nonprofit corporation).
 * Its demo page /nonprofit-formation/ is seeded from this file (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Nonprofit Formation', 'formation-orders' ),
	'description' => __( 'A New York nonprofit corporation on one page: nonprofit type, tax exemption, members, asset distribution and at least three directors, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'nonprofit', 'not-for-profit', 'new york', 'formation', 'directors' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"business-formation","stepMode":false,"phoneNumber":"(800) 555-0199","allowedEntityTypes":["NP Corp"],"preselectedEntityType":"NP Corp"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of formation","jurisdictions":["NY"],"products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
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
