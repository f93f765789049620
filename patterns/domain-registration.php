<?php
/**
 * Block pattern: Domain Registration. Its demo page /domain-registration/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Domain Registration', 'formation-orders' ),
	'description' => __( 'Domain search and a domain cart with each domain’s registration period, a TLS certificate and web hosting, then contact, account and payment.', 'formation-orders' ),
	'keywords'    => array( 'domain', 'registration', 'order form' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"domain-registration","phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"domains","label":"Domains"} -->
<!-- wp:formation-orders/domain-search {"routing":true,"maxDomains":3,"products":[{"saveAs":"domain","category":"domain","primary":true}]} /-->
<!-- wp:formation-orders/optional-products {"title":"For your website","products":[{"saveAs":"tlsCertificate","category":"tls-certificate"},{"saveAs":"webHosting","category":"web-hosting"}]} /-->
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
