<?php
/**
 * The configured state lists: settings with the listed states as defaults, cleaned on save, printed into the
 * page's configuration, and the backend address check governed by its list.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Public_Config;
use Formation_Orders\Settings;
use Formation_Orders\Settings_Fields;
use Formation_Orders\State_Lists;

final class State_Lists_Test extends Gateway_Test_Case {

	private const NOT_FOUND = '<?xml version="1.0"?><AddressValidateResponse><Address ID="0"><Error><Description>Address Not Found.</Description></Error></Address></AddressValidateResponse>';

	public function test_defaults_are_the_listed_states(): void {
		$settings = new Settings();

		$this->assertSame( 'AK, AR, CA, CT, LA, MD, MA, MI, MN, MS, NE, NH, NJ, OH, OK, OR, PA, SC, TX, WA, WV', $settings->get( 'extra_step_states' ), '"extra step/sets in AK, AR, CA, CT, LA, MD, MA, MI, MN, MS, NE, NH, NJ, OH, OK, OR, PA, SC, TX, WA, WV"' );
		$this->assertSame( 'WY', $settings->get( 'address_check_states' ), '"Backend address check runs only for state WY"' );
	}

	/**
	 * "State lists in configuration: extra step/sets in AK, ... WV; another set FL, GA, IN, MN, NC, NJ, NM, UT; FL
	 * alone; WY alone; AK, CT, RI, LA, NH, MS, VT; AR, IL, IN; IL, IN; AR, PR, OK; NY, CT, GA, HI, IA, KY, LA, MD, MA,
	 * MI, MS, MO, NE, NM."
	 */
	public function test_each_of_the_nine_lists_defaults_to_its_listed_states(): void {
		$lists = ( new State_Lists( new Settings() ) )->for_page();

		$this->assertSame(
			array(
				'extraStep'      => array( 'AK', 'AR', 'CA', 'CT', 'LA', 'MD', 'MA', 'MI', 'MN', 'MS', 'NE', 'NH', 'NJ', 'OH', 'OK', 'OR', 'PA', 'SC', 'TX', 'WA', 'WV' ),
				'extraFields'    => array( 'FL', 'GA', 'IN', 'MN', 'NC', 'NJ', 'NM', 'UT' ),
				'stateNotice'    => array( 'FL' ),
				'addressCheck'   => array( 'WY' ),
				'extraQuestions' => array( 'AK', 'CT', 'RI', 'LA', 'NH', 'MS', 'VT' ),
				'feeNotice'      => array( 'AR', 'IL', 'IN' ),
				'localFiling'    => array( 'IL', 'IN' ),
				'expediteNotice' => array( 'AR', 'PR', 'OK' ),
				'naicsRequired'  => array( 'NY', 'CT', 'GA', 'HI', 'IA', 'KY', 'LA', 'MD', 'MA', 'MI', 'MS', 'MO', 'NE', 'NM' ),
			),
			$lists
		);
	}

	public function test_every_list_is_a_states_setting_with_a_help_text(): void {
		$fields = Settings_Fields::all();
		foreach ( State_Lists::SETTINGS as $list => $setting ) {
			$this->assertSame( 'states', $fields[ $setting ]['section'], $list );
			$this->assertSame( 'states', $fields[ $setting ]['type'], $list );
			$this->assertNotSame( '', $fields[ $setting ]['help'], $list );
		}
		$this->assertCount( 9, array_unique( State_Lists::SETTINGS ) );
	}

	public function test_a_changed_list_reaches_the_page_and_the_check_of_a_state(): void {
		update_option( Settings::OPTION, array( 'naics_required_states' => 'ny, tx' ) + $this->settings() );
		$settings = new Settings();
		$lists    = new State_Lists( $settings );

		$this->assertSame( array( 'NY', 'TX' ), ( new Public_Config( $settings ) )->for_page()['stateLists']['naicsRequired'] );
		$this->assertTrue( $lists->has( 'naicsRequired', 'tx' ) );
		$this->assertFalse( $lists->has( 'naicsRequired', 'CT' ) );
		$this->assertFalse( $lists->has( 'noSuchList', 'NY' ) );
	}

	public function test_a_list_keeps_two_letter_codes_uppercase_and_once(): void {
		$clean = ( new Settings() )->sanitize(
			array(
				'address_check_states' => " wy; ca,CA\nTexas <b>nv</b> 12",
				'extra_step_states'    => '',
				'local_filing_states'  => 'il in IN zz1',
			)
		);

		$this->assertSame( 'WY, CA, NV', $clean['address_check_states'] );
		$this->assertSame( '', $clean['extra_step_states'] );
		$this->assertSame( 'IL, IN, ZZ', $clean['local_filing_states'] );
	}

	public function test_the_page_receives_each_list(): void {
		update_option( Settings::OPTION, array( 'address_check_states' => 'WY, NV' ) + $this->settings() );
		$lists = ( new Public_Config( new Settings() ) )->for_page()['stateLists'];

		$this->assertSame( array( 'WY', 'NV' ), $lists['addressCheck'] );
		$this->assertCount( 21, $lists['extraStep'] );
		$this->assertSame( 'AK', $lists['extraStep'][0] );
	}

	/**
	 * @dataProvider checked_states
	 */
	public function test_the_backend_address_check_covers_the_listed_states( string $list, string $state, bool $checked ): void {
		update_option( Settings::OPTION, array( 'address_check_states' => $list ) + $this->settings() );
		$this->answer( self::POSTAL, 200, self::NOT_FOUND );
		$address = self::json( array( 'line1' => '1 Main St', 'city' => 'Town', 'zip' => '82001', 'state' => $state, 'country' => 'US' ) );
		$answer  = $this->post( 'validate_address', array( 'formType' => 'registered-agent-signup', 'address' => $address ) );

		$this->assertSame( $checked, $answer['body']['checked'] );
		$this->assertCount( $checked ? 1 : 0, $this->sent );
	}

	/**
	 * @return array<string, array{string, string, bool}>
	 */
	public static function checked_states(): array {
		return array(
			'WY by default'             => array( 'WY', 'WY', true ),
			'another state by default'  => array( 'WY', 'CA', false ),
			'a state added to the list' => array( 'WY, CA', 'CA', true ),
			'WY taken off the list'     => array( 'CA', 'WY', false ),
		);
	}
}
