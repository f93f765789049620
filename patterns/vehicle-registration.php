<?php
/**
 * Block pattern: Vehicle Registration. Its demo page /vehicle-registration/ is seeded from this file
 * (bin/configure.php), so the two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Vehicle Registration', 'formation-orders' ),
	'description' => __( 'A vehicle registration order: the vehicles (type, VIN, taxes, electric fees, plates) and their owner, then contact and account, then payment.', 'formation-orders' ),
	'keywords'    => array( 'vehicle', 'registration', 'VIN', 'order form' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"vehicle-registration","phoneNumber":"(800) 555-0199"} -->
<!-- wp:formation-orders/form-step {"key":"vehicles","label":"Vehicle Information"} -->
<!-- wp:formation-orders/vehicle-information {"products":[{"saveAs":"carTruckRegistration","category":"vehicle-registration","product_id":4201,"vehicleTypes":["car-truck"]},{"saveAs":"motorHomeRegistration","category":"vehicle-registration","product_id":4202,"vehicleTypes":["motor-home"]},{"saveAs":"motorcycleAtvRegistration","category":"vehicle-registration","product_id":4203,"vehicleTypes":["motorcycle-atv"]},{"saveAs":"cargoTrailerRegistration","category":"vehicle-registration","product_id":4204,"vehicleTypes":["cargo-trailer"]},{"saveAs":"travelTrailerRegistration","category":"vehicle-registration","product_id":4205,"vehicleTypes":["travel-trailer"]},{"saveAs":"boatRegistration","category":"vehicle-registration","product_id":4206,"vehicleTypes":["boat"]},{"saveAs":"luxuryTax","category":"vehicle-luxury-tax","product_id":4210,"vehicleTypes":["car-truck","motor-home"]},{"saveAs":"importTax","category":"vehicle-import-tax","product_id":4211,"vehicleTypes":["car-truck","motor-home","motorcycle-atv","boat"]},{"saveAs":"electricVehicleFee","category":"vehicle-electric-hybrid","product_id":4212,"vehicleTypes":["car-truck","motorcycle-atv"]},{"saveAs":"plugInHybridFee","category":"vehicle-electric-hybrid","product_id":4213,"vehicleTypes":["car-truck"]},{"saveAs":"temporaryPermit","category":"vehicle-add-on","product_id":4214,"vehicleTypes":["car-truck","motor-home","motorcycle-atv","cargo-trailer","travel-trailer","boat"]},{"saveAs":"lienFiling","category":"vehicle-add-on","product_id":4215,"vehicleTypes":["car-truck","motor-home","boat"]}]} /-->
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
