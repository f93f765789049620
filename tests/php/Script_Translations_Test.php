<?php
/**
 * The plugin's scripts get their translations from languages/, in the JSON files WordPress looks up by the md5 of
 * each script's path in the plugin (bin/make-json.mjs writes them).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

final class Script_Translations_Test extends Test_Case {

	private const LOCALE = 'de_DE';

	/** @var list<string> */
	private array $written = array();

	protected function tearDown(): void {
		foreach ( $this->written as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	private function write_translations( string $script_path, string $original, string $translation ): void {
		$file = dirname( __DIR__, 2 ) . '/languages/formation-orders-' . self::LOCALE . '-' . md5( $script_path ) . '.json';
		$json = array(
			'domain'      => 'messages',
			'locale_data' => array(
				'messages' => array(
					''        => array(
						'domain' => 'messages',
						'lang'   => self::LOCALE,
					),
					$original => array( $translation ),
				),
			),
		);
		file_put_contents( $file, wp_json_encode( $json ) );
		$this->written[] = $file;
	}

	/**
	 * @return array<string, array{0: string, 1: string}> handle => [path in the plugin, a string the script uses]
	 */
	public static function scripts(): array {
		return array(
			'view script (and its module chunks)' => array( 'formation-orders-order-form-view-script', 'build/order-form/view.js' ),
			'editor script'                        => array( 'formation-orders-order-form-editor-script', 'build/order-form/index.js' ),
		);
	}

	/**
	 * @dataProvider scripts
	 */
	public function test_a_script_prints_its_translations_from_the_plugin_languages_folder( string $handle, string $path ): void {
		add_filter( 'determine_locale', static fn () => self::LOCALE );
		$relative_paths = array();
		add_filter(
			'load_script_textdomain_relative_path',
			static function ( $relative ) use ( &$relative_paths ) {
				$relative_paths[] = $relative;
				return $relative;
			}
		);
		$this->write_translations( $path, 'Submit Order', 'Bestellung absenden' );

		$printed = (string) wp_scripts()->print_translations( $handle, false );

		$this->assertSame( array( $path ), $relative_paths, 'WordPress names the script by its path in the plugin' );
		$this->assertStringContainsString( 'Bestellung absenden', $printed );
		$this->assertStringContainsString( '"formation-orders"', $printed, 'set as the locale data of the plugin\'s text domain' );
	}

	public function test_without_a_translation_file_nothing_is_printed(): void {
		add_filter( 'determine_locale', static fn () => self::LOCALE );
		$this->assertFalse( wp_scripts()->print_translations( 'formation-orders-order-form-view-script', false ) );
	}
}
