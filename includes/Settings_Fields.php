<?php
/**
 * Every setting, declared once: section, type, default, label and help text.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Types: url (http/https, no trailing slash), text, secret (stored like text, never printed into a page),
 * int (clamped to [min, max]), bool, states (two-letter state codes, stored as "AK, AR, CA").
 */
final class Settings_Fields {

	/**
	 * @return array<string, string>
	 */
	public static function sections(): array {
		return array(
			'services' => __( 'Outside services', 'formation-orders' ),
			'forms'    => __( 'Form behaviour', 'formation-orders' ),
			'links'    => __( 'Links and thank-you pages', 'formation-orders' ),
			'limits'   => __( 'Limits and caching', 'formation-orders' ),
			'tracking' => __( 'Conversion tracking', 'formation-orders' ),
			'states'   => __( 'State lists', 'formation-orders' ),
		);
	}

	/**
	 * @return array<string, array{section: string, type: string, default: string|int|bool, label: string, help: string, min?: int, max?: int}>
	 */
	public static function all(): array {
		return array(
			'api_root'                  => self::field( 'services', 'url', '', __( 'Marketing API root', 'formation-orders' ), __( 'Base URL of the marketing and product API, without a trailing slash.', 'formation-orders' ) ),
			'website_id'                => self::field( 'services', 'digits', '', __( 'Website ID', 'formation-orders' ), __( 'The id the marketing API knows this website by.', 'formation-orders' ) ),
			'tokenizer_url'             => self::field( 'services', 'url', '', __( 'Card tokenizer URL', 'formation-orders' ), __( 'Visitors\' browsers send card details straight to this address; they never reach WordPress.', 'formation-orders' ) ),
			'tokenizer_test_key'        => self::field( 'services', 'text', '', __( 'Card tokenizer test key', 'formation-orders' ), __( 'Leave empty in production. When set, orders are placed in test mode.', 'formation-orders' ) ),
			'captcha_site_key'          => self::field( 'services', 'text', '', __( 'Captcha site key', 'formation-orders' ), __( 'Public key of the captcha widget; it is printed into the page.', 'formation-orders' ) ),
			'captcha_secret'            => self::field( 'services', 'secret', '', __( 'Captcha secret', 'formation-orders' ), __( 'Used only by WordPress to verify captcha answers; never sent to browsers.', 'formation-orders' ) ),
			'captcha_script_url'        => self::field( 'services', 'url', 'https://www.google.com/recaptcha/api.js', __( 'Captcha script URL', 'formation-orders' ), __( 'The captcha provider\'s widget script; the page loads it only on forms that ask for a captcha.', 'formation-orders' ) ),
			'captcha_verify_url'        => self::field( 'services', 'url', '', __( 'Captcha verify URL', 'formation-orders' ), __( 'Where WordPress checks a captcha answer (the provider\'s "siteverify" address).', 'formation-orders' ) ),
			'postal_lookup_url'         => self::field( 'services', 'url', '', __( 'Postal lookup URL', 'formation-orders' ), __( 'Address verification service (XML). WordPress calls it for the browser, so its key stays private.', 'formation-orders' ) ),
			'postal_lookup_key'         => self::field( 'services', 'secret', '', __( 'Postal lookup key', 'formation-orders' ), __( 'User id / key of the address verification service. Leave empty to turn address checks off.', 'formation-orders' ) ),
			'vin_service_url'           => self::field( 'services', 'url', '', __( 'VIN service URL', 'formation-orders' ), __( 'Public vehicle data service the browser asks to decode a VIN.', 'formation-orders' ) ),
			'backend_address_check'     => self::field( 'forms', 'bool', false, __( 'Backend WY address check', 'formation-orders' ), __( 'Check Wyoming contact addresses on the server before an order can be placed.', 'formation-orders' ) ),
			'persistence'               => self::field( 'forms', 'bool', true, __( 'Keep form data', 'formation-orders' ), __( 'Keep what a visitor typed (never card data or passwords) in the browser when the page reloads.', 'formation-orders' ) ),
			'redirect'                  => self::field( 'forms', 'bool', true, __( 'Redirect after success', 'formation-orders' ), __( 'Send visitors to the thank-you or login page after a successful submission.', 'formation-orders' ) ),
			'test_mode'                 => self::field( 'forms', 'bool', false, __( 'Test mode', 'formation-orders' ), __( 'Mark every order as a test order, whatever the tokenizer key.', 'formation-orders' ) ),
			'dev_toolbox'               => self::field( 'forms', 'bool', false, __( 'Developer toolbox', 'formation-orders' ), __( 'Show the developer toolbox (Data Filler, UI Samples, Checkout Options, Cookie Helper) above every form, to logged-in administrators (manage_options), and to every visitor while test mode is on.', 'formation-orders' ) ),
			'patterns_for_new_pages'    => self::field( 'forms', 'bool', false, __( 'Order forms as new-page patterns', 'formation-orders' ), __( 'Also offer the order form patterns in the "Choose a pattern" dialog the editor opens on every new page. Off: they are offered in the inserter\'s "Order forms" category and when an Order Form block is inserted.', 'formation-orders' ) ),
			'contact_link'              => self::field( 'links', 'url', '', __( 'Contact link', 'formation-orders' ), __( 'Shown in error messages that ask visitors to contact you.', 'formation-orders' ) ),
			'thank_you_contact_url'     => self::field( 'links', 'url', '', __( 'Contact thank-you page', 'formation-orders' ), __( 'After contact, custom contact and client profile forms.', 'formation-orders' ) ),
			'thank_you_affiliate_url'   => self::field( 'links', 'url', '', __( 'Affiliate thank-you page', 'formation-orders' ), __( 'After the affiliate signup form.', 'formation-orders' ) ),
			'thank_you_job_url'         => self::field( 'links', 'url', '', __( 'Job thank-you page', 'formation-orders' ), __( 'After a job application.', 'formation-orders' ) ),
			'thank_you_job_priority_url' => self::field( 'links', 'url', '', __( 'Priority job thank-you page', 'formation-orders' ), __( 'After a job application the API flags as priority.', 'formation-orders' ) ),
			'upload_max_size'           => self::field( 'limits', 'int', 5000, __( 'Upload size limit', 'formation-orders' ), __( 'Largest file a job application may upload, in kilobytes (default 5000 = 5 MB).', 'formation-orders' ), 1, 100000 ),
			'upload_size_in_megabytes'  => self::field( 'limits', 'bool', false, __( 'Upload limit is in megabytes', 'formation-orders' ), __( 'Multiply the upload size limit by 1000.', 'formation-orders' ) ),
			'rate_limit_submissions'    => self::field( 'limits', 'int', 20, __( 'Submissions per address', 'formation-orders' ), __( 'How many form submissions one IP address may send per rate-limit window; more get "too many requests".', 'formation-orders' ), 1, 100000 ),
			'rate_limit_lookups'        => self::field( 'limits', 'int', 120, __( 'Lookups per address', 'formation-orders' ), __( 'How many lookups (addresses, domains, captcha checks) one IP address may send per window.', 'formation-orders' ), 1, 100000 ),
			'rate_limit_window'         => self::field( 'limits', 'int', 600, __( 'Rate-limit window', 'formation-orders' ), __( 'Length of the rate-limit window, in seconds.', 'formation-orders' ), 10, 86400 ),
			'http_timeout'              => self::field( 'limits', 'int', 20, __( 'Outside service timeout', 'formation-orders' ), __( 'Seconds WordPress waits for the marketing API and other services before giving up.', 'formation-orders' ), 1, 120 ),
			'catalog_ttl'               => self::field( 'limits', 'int', 3600, __( 'Catalog cache lifetime', 'formation-orders' ), __( 'Seconds a fetched product catalog is served before it is refreshed. A stale copy keeps being served while refreshing and while the API is down.', 'formation-orders' ), 60, 604800 ),
			'tracking_ecommerce'        => self::field( 'tracking', 'bool', false, __( 'Ecommerce purchase event', 'formation-orders' ), __( 'After a placed order, push a "purchase" event (order number, total, products; never the customer) to the tag manager\'s dataLayer.', 'formation-orders' ) ),
			'tracking_ads'              => self::field( 'tracking', 'bool', false, __( 'Ads conversion', 'formation-orders' ), __( 'After a placed order, send an ads conversion through gtag with the id and label below.', 'formation-orders' ) ),
			'ads_conversion_id'         => self::field( 'tracking', 'text', '', __( 'Ads conversion id', 'formation-orders' ), __( 'The conversion id, such as AW-123456789.', 'formation-orders' ) ),
			'ads_conversion_label'      => self::field( 'tracking', 'text', '', __( 'Ads conversion label', 'formation-orders' ), __( 'The conversion label the ads account gives for purchases.', 'formation-orders' ) ),
			'tracking_search_tag'       => self::field( 'tracking', 'bool', false, __( 'Search-engine conversion tag', 'formation-orders' ), __( 'After a placed order, queue a purchase event for the search engine\'s conversion tag (UET).', 'formation-orders' ) ),
			'search_tag_id'             => self::field( 'tracking', 'text', '', __( 'Search-engine tag id', 'formation-orders' ), __( 'The id of the conversion tag loaded on the site.', 'formation-orders' ) ),
			'tracking_affiliate'        => self::field( 'tracking', 'bool', false, __( 'Affiliate conversion pixel', 'formation-orders' ), __( 'After an order placed by a visitor who came through an affiliate network, load that network\'s conversion pixel.', 'formation-orders' ) ),
			'affiliate_merchant_id'     => self::field( 'tracking', 'text', '', __( 'Affiliate merchant id', 'formation-orders' ), __( 'Your merchant (advertiser) id at the affiliate network.', 'formation-orders' ) ),
			'affiliate_pixel_url'       => self::field( 'tracking', 'url', '', __( 'Affiliate pixel URL', 'formation-orders' ), __( 'The network\'s conversion pixel address; the order number, amount, affiliate code and sale type are added to it.', 'formation-orders' ) ),
			'mail_forwarding_availability' => self::field( 'forms', 'text', Mail_Forwarding_Availability::DEFAULT_MAP, __( 'Mail forwarding availability', 'formation-orders' ), __( 'Which mail forwarding / virtual office products each state offers, as STATE: categories separated by semicolons, for example "WY: mail-forwarding, virtual-office; NY: mail-forwarding". A state left out offers none; an empty field offers every product everywhere.', 'formation-orders' ) ),
			'extra_step_states'         => self::field( 'states', 'states', 'AK, AR, CA, CT, LA, MD, MA, MI, MN, MS, NE, NH, NJ, OH, OK, OR, PA, SC, TX, WA, WV', __( 'States with an extra step', 'formation-orders' ), __( 'A form step whose condition is "the state is in: States with an extra step" shows only for these states (the step\'s modules\' Condition, in the block sidebar). Two-letter codes separated by commas.', 'formation-orders' ) ),
			'address_check_states'      => self::field( 'states', 'states', 'WY', __( 'Backend address check states', 'formation-orders' ), __( 'With the backend address check on, contact addresses in these states are checked with the postal service on the server before an order can be placed. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'extra_fields_states'       => self::field( 'states', 'states', 'FL, GA, IN, MN, NC, NJ, NM, UT', __( 'States with an extra set of fields', 'formation-orders' ), __( 'A module (a set of fields) whose condition is "the state is in: States with an extra set of fields" shows only for these states. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'state_notice_states'       => self::field( 'states', 'states', 'FL', __( 'States with a state notice', 'formation-orders' ), __( 'A notice module whose condition is "the state is in: States with a state notice" shows only for these states. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'extra_questions_states'    => self::field( 'states', 'states', 'AK, CT, RI, LA, NH, MS, VT', __( 'States with extra company questions', 'formation-orders' ), __( 'Company questions placed in a module whose condition is "the state is in: States with extra company questions" are asked only for these states. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'fee_notice_states'         => self::field( 'states', 'states', 'AR, IL, IN', __( 'States with a state fee notice', 'formation-orders' ), __( 'A fee notice module whose condition is "the state is in: States with a state fee notice" shows only for these states. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'local_filing_states'       => self::field( 'states', 'states', 'IL, IN', __( 'States with a local filing step', 'formation-orders' ), __( 'A step whose condition is "the state is in: States with a local filing step" shows only for these states. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'expedite_notice_states'    => self::field( 'states', 'states', 'AR, PR, OK', __( 'States with an expedited filing notice', 'formation-orders' ), __( 'A notice module whose condition is "the state is in: States with an expedited filing notice" shows only for these states. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'naics_required_states'     => self::field( 'states', 'states', 'NY, CT, GA, HI, IA, KY, LA, MD, MA, MI, MS, MO, NE, NM', __( 'States that require a NAICS code', 'formation-orders' ), __( 'Where a company information block asks for the NAICS code and names no states of its own, the code is required for a company in these states (never for a nonprofit corporation), and the server refuses an order without it. Two-letter codes separated by commas.', 'formation-orders' ) ),
			'contact_redirect_link'     => self::field( 'links', 'url', '', __( 'Contact redirect link', 'formation-orders' ), __( 'When set, contact, custom contact and client profile forms send visitors here instead of the contact thank-you page.', 'formation-orders' ) ),
		);
	}

	/**
	 * @return array<string, string|int|bool>
	 */
	public static function defaults(): array {
		// Kept for the request: every Settings::get() reads the defaults, and building them translates every
		// field's label and help text, which the defaults do not need. They never change within a request.
		static $defaults = null;
		$defaults ??= array_map( static fn( array $field ) => $field['default'], self::all() );
		return $defaults;
	}

	/**
	 * @param array{type: string, default: string|int|bool, min?: int, max?: int} $field
	 */
	public static function sanitize_value( array $field, mixed $raw ): string|int|bool {
		$text = is_scalar( $raw ) ? trim( (string) $raw ) : '';
		switch ( $field['type'] ) {
			case 'url':
				// Refused whole when hostile (Safe_Url), never repaired into something else.
				return untrailingslashit( esc_url_raw( Safe_Url::absolute( $text ), array( 'http', 'https' ) ) );
			case 'digits':
				return (string) preg_replace( '/\D/', '', $text );
			case 'states':
				return implode( ', ', self::states_in( $text ) );
			case 'bool':
				return null === $raw ? false : in_array( $text, array( '1', 'true', 'on', 'yes' ), true );
			case 'int':
				if ( ! is_numeric( $text ) ) {
					return $field['default'];
				}
				return max( $field['min'] ?? 0, min( $field['max'] ?? PHP_INT_MAX, (int) $text ) );
			default:
				return sanitize_text_field( $text );
		}
	}

	/**
	 * The two-letter state codes of a list as typed ("wy; ca,CA" → WY, CA): uppercase, each once, in order.
	 *
	 * @return list<string>
	 */
	public static function states_in( string $text ): array {
		$codes = array_filter(
			array_map( 'strtoupper', preg_split( '/[^A-Za-z]+/', $text ) ?: array() ),
			static fn( string $code ) => 2 === strlen( $code )
		);
		return array_values( array_unique( $codes ) );
	}

	/**
	 * @return array{section: string, type: string, default: string|int|bool, label: string, help: string, min?: int, max?: int}
	 */
	private static function field( string $section, string $type, string|int|bool $default_value, string $label, string $help, ?int $min = null, ?int $max = null ): array {
		$field = array(
			'section' => $section,
			'type'    => $type,
			'default' => $default_value,
			'label'   => $label,
			'help'    => $help,
		);
		if ( null !== $min ) {
			$field['min'] = $min;
			$field['max'] = $max;
		}
		return $field;
	}
}
