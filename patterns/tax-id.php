<?php
/**
 * Block pattern: Tax ID. Its demo page /tax-id/ is seeded from this file (bin/configure.php), so the two
 * never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Tax ID', 'formation-orders' ),
	'description' => __( 'A tax ID (EIN) for an existing company, with or without the owner’s SSN: the choice and its price first, then the company, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'tax id', 'ein', 'ssn', 'irs' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"tax-id","stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/tax-id-choice {"products":[{"saveAs":"taxIdSsn","category":"tax-id","product_id":4005,"taxIdChoice":"ssn"},{"saveAs":"taxIdNoSsn","category":"tax-id","product_id":4006,"taxIdChoice":"no-ssn"}]} /-->
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
