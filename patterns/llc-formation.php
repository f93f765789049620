<?php
/**
 * Block pattern: LLC Formation. Its demo page /llc-formation/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'LLC Formation', 'formation-orders' ),
	'description' => __( 'An LLC formation order on one page: state with a multi-year agent, filing methods, management and members, optional items and tax ID, contact and account, coupon and payment.', 'formation-orders' ),
	'keywords'    => array( 'llc', 'formation', 'business formation', 'filing' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"business-formation","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of formation","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true,"durations":[12,24,36],"defaultDuration":12}]} /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/filing-methods /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"formation-details","label":"Formation Details"} -->
<!-- wp:formation-orders/formation-details /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"optional","label":"Optional Items"} -->
<!-- wp:formation-orders/optional-products {"products":[{"saveAs":"businessIdentity","category":"bundle","product_id":4100},{"saveAs":"corporateBook","category":"corporate-book"},{"saveAs":"corporateSeal","category":"corporate-seal"},{"saveAs":"overseasShipping","category":"overseas-shipping"},{"saveAs":"boiCompliance","category":"boi-compliance"},{"saveAs":"tradeName","category":"trade-name","visibility":{"formTypes":["business-formation","foreign-registration"]}},{"saveAs":"lawOnCall","category":"law-on-call","visibility":{"kind":"law-on-call"}},{"saveAs":"nyPublication","category":"ny-publication","visibility":{"kind":"ny-publication","entityTypes":["LLC","PLLC"]}},{"saveAs":"phoneService","category":"phone-service"},{"saveAs":"voiceOffice","category":"voice-office"},{"saveAs":"taxIdSsn","category":"tax-id","product_id":4005,"taxIdChoice":"ssn"},{"saveAs":"taxIdNoSsn","category":"tax-id","product_id":4006,"taxIdChoice":"no-ssn"}]} /-->
<!-- wp:formation-orders/filing-methods {"products":[{"saveAs":"tradeName","category":"trade-name"}]} /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"contact","label":"Contact"} -->
<!-- wp:formation-orders/contact-information /-->
<!-- wp:formation-orders/account-setup /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"payment","label":"Payment"} -->
<!-- wp:formation-orders/order-summary /-->
<!-- wp:formation-orders/coupon-field /-->
<!-- wp:formation-orders/payment /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
