import { __ } from '@wordpress/i18n';

import type { SelectOption } from './components/select-options';

export const UNITED_STATES = 'US';

/**
 * The ISO 3166-1 alpha-2 codes of the world's countries and territories (249). Only the codes travel: the
 * browser names them in the visitor's language (Intl.DisplayNames), so the page carries no list of names.
 */
export const COUNTRY_CODES: readonly string[] = [
	'AD',
	'AE',
	'AF',
	'AG',
	'AI',
	'AL',
	'AM',
	'AO',
	'AQ',
	'AR',
	'AS',
	'AT',
	'AU',
	'AW',
	'AX',
	'AZ',
	'BA',
	'BB',
	'BD',
	'BE',
	'BF',
	'BG',
	'BH',
	'BI',
	'BJ',
	'BL',
	'BM',
	'BN',
	'BO',
	'BQ',
	'BR',
	'BS',
	'BT',
	'BV',
	'BW',
	'BY',
	'BZ',
	'CA',
	'CC',
	'CD',
	'CF',
	'CG',
	'CH',
	'CI',
	'CK',
	'CL',
	'CM',
	'CN',
	'CO',
	'CR',
	'CU',
	'CV',
	'CW',
	'CX',
	'CY',
	'CZ',
	'DE',
	'DJ',
	'DK',
	'DM',
	'DO',
	'DZ',
	'EC',
	'EE',
	'EG',
	'EH',
	'ER',
	'ES',
	'ET',
	'FI',
	'FJ',
	'FK',
	'FM',
	'FO',
	'FR',
	'GA',
	'GB',
	'GD',
	'GE',
	'GF',
	'GG',
	'GH',
	'GI',
	'GL',
	'GM',
	'GN',
	'GP',
	'GQ',
	'GR',
	'GS',
	'GT',
	'GU',
	'GW',
	'GY',
	'HK',
	'HM',
	'HN',
	'HR',
	'HT',
	'HU',
	'ID',
	'IE',
	'IL',
	'IM',
	'IN',
	'IO',
	'IQ',
	'IR',
	'IS',
	'IT',
	'JE',
	'JM',
	'JO',
	'JP',
	'KE',
	'KG',
	'KH',
	'KI',
	'KM',
	'KN',
	'KP',
	'KR',
	'KW',
	'KY',
	'KZ',
	'LA',
	'LB',
	'LC',
	'LI',
	'LK',
	'LR',
	'LS',
	'LT',
	'LU',
	'LV',
	'LY',
	'MA',
	'MC',
	'MD',
	'ME',
	'MF',
	'MG',
	'MH',
	'MK',
	'ML',
	'MM',
	'MN',
	'MO',
	'MP',
	'MQ',
	'MR',
	'MS',
	'MT',
	'MU',
	'MV',
	'MW',
	'MX',
	'MY',
	'MZ',
	'NA',
	'NC',
	'NE',
	'NF',
	'NG',
	'NI',
	'NL',
	'NO',
	'NP',
	'NR',
	'NU',
	'NZ',
	'OM',
	'PA',
	'PE',
	'PF',
	'PG',
	'PH',
	'PK',
	'PL',
	'PM',
	'PN',
	'PR',
	'PS',
	'PT',
	'PW',
	'PY',
	'QA',
	'RE',
	'RO',
	'RS',
	'RU',
	'RW',
	'SA',
	'SB',
	'SC',
	'SD',
	'SE',
	'SG',
	'SH',
	'SI',
	'SJ',
	'SK',
	'SL',
	'SM',
	'SN',
	'SO',
	'SR',
	'SS',
	'ST',
	'SV',
	'SX',
	'SY',
	'SZ',
	'TC',
	'TD',
	'TF',
	'TG',
	'TH',
	'TJ',
	'TK',
	'TL',
	'TM',
	'TN',
	'TO',
	'TR',
	'TT',
	'TV',
	'TW',
	'TZ',
	'UA',
	'UG',
	'UM',
	'US',
	'UY',
	'UZ',
	'VA',
	'VC',
	'VE',
	'VG',
	'VI',
	'VN',
	'VU',
	'WF',
	'WS',
	'YE',
	'YT',
	'ZA',
	'ZM',
	'ZW',
];

let names: Intl.DisplayNames | null | undefined;

/**
 * Loads the browser's names of regions in the page's language, once per page. Returns whether it did so now (false
 * when they were loaded already). That load is most of the cost of the country list (30 to 70 ms on a slow phone),
 * so the list's options are drawn in a task of their own after it.
 */
export function loadCountryNames(): boolean {
	if ( names !== undefined ) {
		return false;
	}
	try {
		names = new Intl.DisplayNames(
			[ document.documentElement.lang || 'en' ],
			{ type: 'region' }
		);
	} catch {
		names = null;
	}
	return true;
}

/**
 * A country's name in the page's language; the code itself where the browser cannot name it.
 */
export function countryName( code: string ): string {
	loadCountryNames();
	return names?.of( code ) ?? code;
}

let options: SelectOption[] | undefined;

/**
 * The country select's options, sorted by name, the United States first (the default). Built once per page:
 * naming and sorting 250 countries loads the browser's region names and collation (about 13 ms), which every
 * address on the page shares.
 */
export function countryOptions(): SelectOption[] {
	if ( ! options ) {
		const collator = new Intl.Collator(
			document.documentElement.lang || 'en'
		);
		const others = COUNTRY_CODES.filter(
			( code ) => code !== UNITED_STATES
		)
			.map( ( code ) => ( { value: code, label: countryName( code ) } ) )
			.sort( ( a, b ) => collator.compare( a.label, b.label ) );
		options = [
			{ value: UNITED_STATES, label: countryName( UNITED_STATES ) },
			...others,
		];
	}
	return options;
}

/** The country options once some address on the page has built them, else undefined. */
export const builtCountryOptions = (): SelectOption[] | undefined => options;

/** The first entry of the country select, disabled: "Choose Country". */
export const chooseCountryText = () =>
	__( 'Choose Country', 'formation-orders' );
