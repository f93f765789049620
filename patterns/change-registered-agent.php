<?php
/**
 * Block pattern: Change of Registered Agent. Its demo page /change-registered-agent/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Change of Registered Agent', 'formation-orders' ),
	'description' => __( 'A registered agent order for an existing company that asks whether it is changing its agent and offers to file the change with the state; contact and account, payment.', 'formation-orders' ),
	'keywords'    => array( 'registered agent', 'change of agent', 'switch agent' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"stepMode":false,"phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->
<!-- wp:formation-orders/state-picker {"label":"State of your company","products":[{"saveAs":"registeredAgent","category":"registered-agent","primary":true}]} /-->
<!-- wp:formation-orders/company-information /-->
<!-- wp:formation-orders/registered-agent-questions {"products":[{"saveAs":"changeOfAgent","category":"change-of-agent","product_id":4030,"primary":true,"config":{"fieldTriggerToggle":true,"orConditions":[{"andConditions":[{"fieldKey":"companyInformation.changingRegisteredAgent","fieldVal":"yes"},{"fieldKey":"companyInformation.addChangeOfAgentProduct","fieldVal":true}]}]}}]} /-->
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
