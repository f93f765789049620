<?php
/**
 * Block pattern: Apply for a job. Its demo page /job-application/ is seeded from this file (bin/configure.php), so the
 * two never differ.
 *
 * @package Formation_Orders
 */

return array(
	'title'       => __( 'Apply for a job', 'formation-orders' ),
	'description' => __( 'A job application in four steps: the position, the applicant with resume and cover letter (PDF), projects, and the last questions with a captcha; the applicant lands on the job thank-you page, or the priority one.', 'formation-orders' ),
	'keywords'    => array( 'job', 'application', 'careers', 'resume' ),
	'content'     => <<<'HTML'
<!-- wp:formation-orders/order-form {"formType":"job-application","submitButtonText":"Send Application","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"position","label":"Position"} -->
<!-- wp:formation-orders/job-position /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"applicant","label":"About you"} -->
<!-- wp:formation-orders/job-applicant /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"projects","label":"Projects"} -->
<!-- wp:formation-orders/job-projects /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"questions","label":"Last questions"} -->
<!-- wp:formation-orders/job-questions /-->
<!-- wp:formation-orders/leave-a-note /-->
<!-- wp:formation-orders/captcha /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->
HTML,
);
