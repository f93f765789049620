<?php
/**
 * Block pattern: Mail Forwarding / Virtual Office. Its demo page /mail-forwarding/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Mail Forwarding / Virtual Office', 'formation-orders' ),
	'description' => __( 'A standalone mail forwarding or virtual office order: the state of the address, the service sold there, up to four mail recipients, contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'mail forwarding', 'virtual office', 'mail', 'address' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"mail-forwarding","phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"mail","label":"Mail Forwarding"} -->
<!-- wp:formation-orders/state-picker {"label":"State of your mail address"} /-->
<!-- wp:formation-orders/mail-forwarding {"products":[{"saveAs":"mailForwarding","category":"mail-forwarding","product_id":4014},{"saveAs":"virtualOffice","category":"virtual-office","product_id":4018}]} /-->
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
