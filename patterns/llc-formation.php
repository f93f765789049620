<?php
/**
 * Block pattern: LLC Formation. Its demo page /llc-formation/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'LLC Formation', 'formation-orders' ),
	'description' => __( 'An LLC formation order on one page: state with a multi-year agent, filing methods, management and members, optional items (business identity, book and seal, certificates, notary stamp, process agent, trade name, law-on-call in UT) and tax ID, contact and account, coupon and payment.', 'formation-orders' ),
	'keywords'    => array( 'llc', 'formation', 'business formation', 'filing' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"business-formation","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of formation","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true,"durations":[12,24,36],"defaultDuration":12}]} /-->
<!-- wp:formation-orders/company-information {"askDesignator":true,"askAlternateName":true,"askNaics":true,"askNotifyAttorney":true,"askNameReservation":true,"askUbi":true,"ubiStates":["WA"],"askBusinessPurpose":true,"askPrincipalAddress":true,"askMailingAddress":true,"askCompanyNotes":true,"products":[{"saveAs":"nameReservation","category":"name-reservation","product_id":4009},{"saveAs":"boiCompliance","category":"boi-compliance"},{"saveAs":"nyPublication","category":"ny-publication","visibility":{"kind":"ny-publication","entityTypes":["LLC","PLLC"]}},{"saveAs":"mailForwarding","category":"mail-forwarding","product_id":4014}]} /-->
<!-- wp:formation-orders/filing-methods /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"formation-details","label":"Formation Details"} -->
<!-- wp:formation-orders/formation-details /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"optional","label":"Optional Items"} -->
<!-- wp:formation-orders/optional-products {"products":[{"saveAs":"businessIdentity","category":"bundle","product_id":4100},{"saveAs":"corporateBook","category":"corporate-book"},{"saveAs":"corporateSeal","category":"corporate-seal"},{"saveAs":"overseasShipping","category":"overseas-shipping"},{"saveAs":"certificates","category":"certificates","product_id":4019},{"saveAs":"notaryStamp","category":"notary-stamp","product_id":4020},{"saveAs":"processAgent","category":"process-agent","product_id":4021},{"saveAs":"tradeName","category":"trade-name","visibility":{"formTypes":["business-formation","foreign-registration"]}},{"saveAs":"lawOnCall","category":"law-on-call","visibility":{"kind":"law-on-call"}},{"saveAs":"phoneService","category":"phone-service"},{"saveAs":"voiceOffice","category":"voice-office"},{"saveAs":"taxIdSsn","category":"tax-id","product_id":4005,"taxIdChoice":"ssn"},{"saveAs":"taxIdNoSsn","category":"tax-id","product_id":4006,"taxIdChoice":"no-ssn"},{"saveAs":"annualReport","category":"annual-report"},{"saveAs":"trademarkMonitoring","category":"trademark-monitoring"}]} /-->
<!-- wp:formation-orders/filing-methods {"products":[{"saveAs":"tradeName","category":"trade-name"}]} /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"contact","label":"Contact"} -->
<!-- wp:formation-orders/contact-information {"verifyAddress":true,"askSecondaryPhone":true,"askFax":true,"offerInsuranceOptIn":true,"offerCheckingOptIn":true} /-->
<!-- wp:formation-orders/account-setup {"passwordGenerator":true} /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"payment","label":"Payment"} -->
<!-- wp:formation-orders/order-summary /-->
<!-- wp:formation-orders/coupon-field /-->
<!-- wp:formation-orders/payment /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
