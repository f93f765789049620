<?php
/**
 * The nine configured state lists, by what each governs here.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Each list is a setting (Settings → State lists) holding two-letter codes; the page receives all of them as
 * `stateLists`, named as src/state-lists/state-lists.ts reads them. A form step or module shows only for the
 * states of a list when its condition says "the state is in" that list; two lists also govern a rule of their
 * own: the NAICS code is required in the states of `naicsRequired` (company information blocks that name no
 * states of their own), and the server checks contact addresses in the states of `addressCheck`.
 */
final class State_Lists {

	/** The page's name of each list => its setting. */
	public const SETTINGS = array(
		'extraStep'      => 'extra_step_states',
		'extraFields'    => 'extra_fields_states',
		'stateNotice'    => 'state_notice_states',
		'addressCheck'   => 'address_check_states',
		'extraQuestions' => 'extra_questions_states',
		'feeNotice'      => 'fee_notice_states',
		'localFiling'    => 'local_filing_states',
		'expediteNotice' => 'expedite_notice_states',
		'naicsRequired'  => 'naics_required_states',
	);

	public function __construct( private Settings $settings ) {
	}

	/**
	 * @return array<string, list<string>>
	 */
	public function for_page(): array {
		return array_map(
			fn( string $setting ) => Settings_Fields::states_in( (string) $this->settings->get( $setting ) ),
			self::SETTINGS
		);
	}

	/**
	 * Whether a state is in one of the lists (by the page's name of the list).
	 */
	public function has( string $list, string $state ): bool {
		return isset( self::SETTINGS[ $list ] )
			&& in_array( strtoupper( $state ), Settings_Fields::states_in( (string) $this->settings->get( self::SETTINGS[ $list ] ) ), true );
	}
}
