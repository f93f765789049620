<?php
/**
 * admin-ajax action process_application: a job application with PDF files.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Json_Fields;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Gateway\Upstream_Errors;
use Formation_Orders\Remote\Api_Response;

/**
 * Multipart: captchaResponse, applicationData (JSON: contact_information, applicant_details, projects,
 * job_listing_link), files resume, coverLetter and project-{n} (n from 1). Each file must be a PDF by name and
 * content, within the upload limit. Files are read from PHP's temporary folder and sent to the marketing API in the
 * JSON body (base64); nothing is written to a public folder. Answers {success[, priority]}.
 */
final class Process_Application extends Action {

	public const ACTION       = 'process_application';
	private const MAX_PROJECTS = 10;

	public function name(): string {
		return self::ACTION;
	}

	protected function is_idempotent(): bool {
		return true;
	}

	protected function max_request_bytes(): int {
		return ( 2 + self::MAX_PROJECTS ) * $this->gateway->uploads->max_bytes() + parent::MAX_REQUEST_BYTES;
	}

	protected function respond( Request_Reader $request ): Answer {
		$form_type   = $request->form_type();
		$application = $request->json_object( 'applicationData' );
		$this->verify_captcha( $request );

		$files = array(
			'resume'      => $this->pdf( $request, 'resume', __( 'Resume', 'formation-orders' ), true ),
			'coverLetter' => $this->pdf( $request, 'coverLetter', __( 'Cover letter', 'formation-orders' ), true ),
		);
		$projects = $request->file_names_matching( '/^project-[1-9]\d?$/' );
		if ( count( $projects ) > self::MAX_PROJECTS ) {
			throw new Bad_Request( Request_Reader::unreadable() );
		}
		foreach ( $projects as $name ) {
			$files[ $name ] = $this->pdf( $request, $name, $name, false );
		}

		$payload = array(
			'website'         => (int) $this->gateway->settings->get( 'website_id' ),
			'client_ip'       => Rate_Limiter::client_ip(),
			'formType'        => $form_type,
			'applicationData' => array(
				'contact_information' => Json_Fields::object( $application, 'contact_information' ),
				'applicant_details'   => Json_Fields::object( $application, 'applicant_details', false ),
				'projects'            => Json_Fields::list( $application, 'projects' ),
				'job_listing_link'    => Json_Fields::url( $application, 'job_listing_link', false ),
			),
			'files'           => array_filter( $files ),
		);
		return $this->forward( $payload, $request );
	}

	protected function upstream_kind(): string {
		return Upstream_Errors::APPLICATION;
	}

	protected function success_answer( Api_Response $response ): ?Answer {
		return true === ( $response->body['success'] ?? null ) || is_array( $response->body['result'] ?? null )
			? Answer::success( array( 'priority' => true === ( $response->body['priority'] ?? $response->body['result']['priority'] ?? false ) ) )
			: null;
	}

	/**
	 * @return array{name: string, type: string, size: int, content_base64: string}|null
	 */
	private function pdf( Request_Reader $request, string $field, string $label, bool $required ): ?array {
		$file = $request->file( $field );
		if ( null === $file ) {
			if ( $required ) {
				/* translators: %s: field label */
				throw new Bad_Request( sprintf( __( '%s is required', 'formation-orders' ), $label ), 400, 'invalid_field' );
			}
			return null;
		}
		$bytes = $this->gateway->uploads->read_pdf( $file );
		return array(
			'name'           => $file['name'],
			'type'           => 'application/pdf',
			'size'           => strlen( $bytes ),
			'content_base64' => base64_encode( $bytes ), // phpcs:ignore FormationOrders.PHP.DiscouragedPHPFunctions -- file transport, not obfuscation.
		);
	}
}
