<?php
/**
 * process_application: multipart with PDF files (resume required, PDF only, within the upload size limit).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Upload_Checks;
use Formation_Orders\Settings;

final class Application_Test extends Gateway_Test_Case {

	/** What every application refused for a reason adds after the reason. */
	private const ADVICE = ' Please check your file(s) and try again. If the problem persists, please contact us.';

	private const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

	/** @var list<string> */
	private array $temp_files = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'formation_orders_is_test_upload', fn( $is, $path ) => in_array( $path, $this->temp_files, true ), 10, 2 );
		$this->answer( '/process_application', 200, array( 'success' => true, 'priority' => true ) );
	}

	protected function tearDown(): void {
		array_map( 'unlink', array_filter( $this->temp_files, 'is_file' ) );
		$_FILES = array();
		parent::tearDown();
	}

	/**
	 * @return array{name: string, type: string, tmp_name: string, error: int, size: int}
	 */
	private function upload( string $name, string $content ): array {
		$path               = (string) tempnam( sys_get_temp_dir(), 'fo-test' );
		$this->temp_files[] = $path;
		file_put_contents( $path, $content );
		return array(
			'name'     => $name,
			'type'     => 'application/pdf',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $content ),
		);
	}

	/**
	 * @param array<string, mixed> $files
	 * @return array{status: int, body: mixed, raw: string}
	 */
	private function apply( array $files, array $data = array() ): array {
		$_FILES = $files;
		return $this->post(
			'process_application',
			array(
				'formType'        => 'job-application',
				'captchaResponse' => self::GOOD_TOKEN,
				'applicationData' => self::json(
					$data + array(
						'contact_information' => array( 'firstName' => 'Ada' ),
						'applicant_details'   => array( 'reasonForApplying' => 'Numbers' ),
						'projects'            => array( array( 'projectURL' => 'https://example.com' ) ),
						'job_listing_link'    => 'https://jobs.example.com/1',
					)
				),
			)
		);
	}

	private function good_files(): array {
		return array(
			'resume'      => $this->upload( 'resume.pdf', self::PDF ),
			'coverLetter' => $this->upload( 'letter.PDF', self::PDF ),
			'project-1'   => $this->upload( 'p1.pdf', self::PDF ),
		);
	}

	public function test_a_complete_application_is_forwarded_with_its_files(): void {
		$answer = $this->apply( $this->good_files() );

		$this->assertSame( 200, $answer['status'], $answer['raw'] );
		$this->assertSame( array( 'success' => true, 'priority' => true ), $answer['body'] );
		$sent = $this->api_calls()[0]['body'];
		$this->assertSame( array( 'resume', 'coverLetter', 'project-1' ), array_keys( $sent['files'] ) );
		$this->assertSame( self::PDF, base64_decode( $sent['files']['resume']['content_base64'] ) ); // phpcs:ignore FormationOrders.PHP.DiscouragedPHPFunctions -- the upload as the gateway sent it, decoded to compare.
		$this->assertSame( 'Ada', $sent['applicationData']['contact_information']['firstName'] );
	}

	/**
	 * @dataProvider bad_files
	 */
	public function test_bad_files_are_refused_with_the_spec_message( string $field, string $name, string $content, int $status, string $message ): void {
		$files           = $this->good_files();
		$files[ $field ] = $this->upload( $name, $content );
		$answer          = $this->apply( $files );

		$this->assertSame( $status, $answer['status'] );
		$this->assertSame( $message, $answer['body']['error'] );
		$this->assertSame( array(), $this->api_calls() );
	}

	/** @return array<string, array{string, string, string, int, string}> */
	public static function bad_files(): array {
		$type = 'We only accept the following file type(s): pdf' . self::ADVICE;
		return array(
			'a PDF named .exe'          => array( 'resume', 'resume.exe', self::PDF, 415, $type ),
			'HTML named .pdf'           => array( 'coverLetter', 'letter.pdf', '<html><script>alert(1)</script></html>', 415, $type ),
			'a PDF header, no trailer'  => array( 'project-1', 'p.pdf', '%PDF-1.4 truncated', 415, $type ),
			'HTML before the header'    => array( 'resume', 'resume.pdf', '<html><script>alert(1)</script></html>' . self::PDF, 415, $type ),
			'JavaScript on opening'     => array( 'resume', 'resume.pdf', "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n", 415, $type ),
			'a page action (/AA)'       => array( 'coverLetter', 'letter.pdf', "%PDF-1.4\n1 0 obj << /Type /Page /AA << /O 2 0 R >> >> endobj\n%%EOF\n", 415, $type ),
			'/JS written as /J#53'      => array( 'project-1', 'p.pdf', "%PDF-1.4\n1 0 obj << /S /Java#53cript /J#53 (app.alert(1)) >> endobj\n%%EOF\n", 415, $type ),
			'script in an object stream' => array( 'resume', 'resume.pdf', "%PDF-1.5\n1 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n" . gzcompress( '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>' ) . "\nendstream\nendobj\n%%EOF\n", 415, $type ),
		);
	}

	/**
	 * The gateway's own file check and the API refusing the application are both application refusals with a
	 * reason: the visitor reads the reason followed by the same advice, once.
	 */
	public function test_a_file_refused_by_the_gateway_reads_like_a_refusal_by_the_api(): void {
		$files           = $this->good_files();
		$files['resume'] = $this->upload( 'resume.pdf', 'not a PDF at all' );
		$by_gateway      = $this->apply( $files );

		$this->answer( '/process_application', 415, array( 'error' => 'We only accept the following file type(s): pdf' ) );
		$by_api = $this->apply( $this->good_files() );

		$expected = 'We only accept the following file type(s): pdf Please check your file(s) and try again. If the problem persists, please contact us.';
		$this->assertSame( array( 415, 'file_type', $expected ), array( $by_gateway['status'], $by_gateway['body']['code'], $by_gateway['body']['error'] ) );
		$this->assertSame( array( 415, 'refused', $expected ), array( $by_api['status'], $by_api['body']['code'], $by_api['body']['error'] ) );
	}

	public function test_an_unreadable_upload_is_refused_with_the_advice(): void {
		$files                    = $this->good_files();
		$files['resume']['error'] = UPLOAD_ERR_PARTIAL;

		$answer = $this->apply( $files );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( "There was an error processing your file's size" . self::ADVICE, $answer['body']['error'] );
	}

	public function test_a_pdf_with_compressed_streams_and_no_script_goes_through(): void {
		$pdf             = "%PDF-1.5\n1 0 obj << /Length 20 /Filter /FlateDecode >>\nstream\n" . gzcompress( 'BT /F1 12 Tf (Hello) Tj ET' ) . "\nendstream\nendobj\n2 0 obj << /Subtype /Image /Filter /DCTDecode >>\nstream\n\xff\xd8\xff\xe0 not deflated\nendstream\nendobj\n%%EOF\n";
		$files           = $this->good_files();
		$files['resume'] = $this->upload( 'resume.pdf', $pdf );

		$this->assertSame( 200, $this->apply( $files )['status'] );
	}

	/**
	 * PHP refuses a file over upload_max_filesize (or a request over post_max_size) before WordPress sees it:
	 * the limit the visitor is told is the smallest of the setting and those, rounded down to 0.1 MB.
	 */
	public function test_the_limit_is_the_smallest_of_the_setting_and_phps_own(): void {
		$settings = new Settings();
		$limit    = static fn( string $upload, string $post ): int => ( new Upload_Checks( $settings, array( 'upload_max_filesize' => $upload, 'post_max_size' => $post ) ) )->max_bytes();

		$this->assertSame( 2000000, $limit( '2M', '8M' ), 'PHP\'s 2 MB (2,097,152 bytes) under the 5 MB setting' );
		$this->assertSame( 3100000, $limit( '64M', '3M' ), 'post_max_size under both' );
		$this->assertSame( 5000000, $limit( '64M', '0' ), 'the setting, post_max_size 0 meaning no limit' );
	}

	public function test_the_limit_is_multiplied_by_1000_when_configured_in_megabytes(): void {
		update_option( Settings::OPTION, array( 'upload_max_size' => 1, 'upload_size_in_megabytes' => true ) + $this->settings() );
		$files           = $this->good_files();
		$files['resume'] = $this->upload( 'resume.pdf', '%PDF-' . str_repeat( 'x', 1000001 ) . '%%EOF' );

		$answer = $this->apply( $files );

		$this->assertSame( 413, $answer['status'] );
		$this->assertSame( 'The file size must not exceed 1 MB' . self::ADVICE, $answer['body']['error'] );
	}

	public function test_the_resume_is_required(): void {
		$files = $this->good_files();
		unset( $files['resume'] );

		$this->assertSame( 'Resume is required', $this->apply( $files )['body']['error'] );
	}

	public function test_a_file_that_did_not_come_through_php_upload_is_refused(): void {
		$files                       = $this->good_files();
		$files['resume']['tmp_name'] = '/etc/passwd';

		$answer = $this->apply( $files );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( array(), $this->api_calls() );
	}

	public function test_an_application_needs_a_captcha(): void {
		$_FILES = $this->good_files();
		$answer = $this->post( 'process_application', array( 'formType' => 'job-application', 'applicationData' => '{}' ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertStringStartsWith( 'ReCAPTCHA response missing.', $answer['body']['error'] );
	}

	public function test_a_refusal_names_its_reason_as_an_application_error(): void {
		$this->answer( '/process_application', 422, array( 'error' => 'The position is closed.' ) );
		$answer = $this->apply( $this->good_files() );

		$this->assertSame( 422, $answer['status'] );
		$this->assertSame( 'Application Error', $answer['body']['title'] );
		$this->assertSame( 'The position is closed. Please check your file(s) and try again. If the problem persists, please contact us.', $answer['body']['error'] );
	}

	public function test_an_upstream_fault_is_an_application_error_with_the_default_text(): void {
		$this->answer( '/process_application', 503, 'Service Unavailable' );
		$answer = $this->apply( $this->good_files() );

		$this->assertSame( 502, $answer['status'] );
		$this->assertSame( 'Application Error', $answer['body']['title'] );
		$this->assertSame( 'An error has occurred. Please try again in a few minutes.', $answer['body']['error'] );
	}

	public function test_files_are_not_copied_into_the_public_uploads_folder(): void {
		$uploads = wp_upload_dir()['basedir'];
		$before  = is_dir( $uploads ) ? iterator_count( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $uploads, \FilesystemIterator::SKIP_DOTS ) ) ) : 0;
		$this->apply( $this->good_files() );
		$after = is_dir( $uploads ) ? iterator_count( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $uploads, \FilesystemIterator::SKIP_DOTS ) ) ) : 0;

		$this->assertSame( $before, $after );
	}
}
