import { __ } from '@wordpress/i18n';

import type { PageConfig } from '../config';

/**
 * The nine state lists the business configures ("State lists in configuration"), by what each governs in
 * this plugin, with the business's lists as defaults. The site's Settings page may change every one of them
 * (includes/State_Lists.php prints them as `stateLists`); these defaults apply to a list the page lacks.
 */
export const STATE_LIST_DEFAULTS = {
	extraStep: [
		'AK',
		'AR',
		'CA',
		'CT',
		'LA',
		'MD',
		'MA',
		'MI',
		'MN',
		'MS',
		'NE',
		'NH',
		'NJ',
		'OH',
		'OK',
		'OR',
		'PA',
		'SC',
		'TX',
		'WA',
		'WV',
	],
	extraFields: [ 'FL', 'GA', 'IN', 'MN', 'NC', 'NJ', 'NM', 'UT' ],
	stateNotice: [ 'FL' ],
	addressCheck: [ 'WY' ],
	extraQuestions: [ 'AK', 'CT', 'RI', 'LA', 'NH', 'MS', 'VT' ],
	feeNotice: [ 'AR', 'IL', 'IN' ],
	localFiling: [ 'IL', 'IN' ],
	expediteNotice: [ 'AR', 'PR', 'OK' ],
	naicsRequired: [
		'NY',
		'CT',
		'GA',
		'HI',
		'IA',
		'KY',
		'LA',
		'MD',
		'MA',
		'MI',
		'MS',
		'MO',
		'NE',
		'NM',
	],
} as const satisfies Record< string, readonly string[] >;

export type StateListName = keyof typeof STATE_LIST_DEFAULTS;
export type StateLists = Record< StateListName, readonly string[] >;

export const STATE_LIST_NAMES = Object.keys(
	STATE_LIST_DEFAULTS
) as StateListName[];

export const isStateListName = ( name: unknown ): name is StateListName =>
	typeof name === 'string' &&
	STATE_LIST_NAMES.includes( name as StateListName );

/** The page's lists, each one the page lacks (an older page, a test) at its default. */
export function stateListsOf(
	config: Pick< PageConfig, 'stateLists' >
): StateLists {
	const printed: Partial< Record< string, unknown > > =
		config.stateLists ?? {};
	return Object.fromEntries(
		STATE_LIST_NAMES.map( ( name ) => {
			const list = printed[ name ];
			return [
				name,
				Array.isArray( list )
					? list.filter( ( code ) => typeof code === 'string' )
					: STATE_LIST_DEFAULTS[ name ],
			];
		} )
	) as unknown as StateLists;
}

/** Whether a state (a code or a {key, value} choice) is in one of the lists; no state is in none. */
export function stateInList(
	state: unknown,
	list: StateListName,
	lists: Partial< StateLists >
): boolean {
	const code =
		state !== null && typeof state === 'object' && 'key' in state
			? state.key
			: state;
	return (
		typeof code === 'string' &&
		code !== '' &&
		( lists[ list ] ?? [] ).includes( code.toUpperCase() )
	);
}

/** The lists as the editor's condition builder names them (the Settings page's labels). */
export const stateListLabels = (): Record< StateListName, string > => ( {
	extraStep: __( 'States with an extra step', 'formation-orders' ),
	extraFields: __( 'States with an extra set of fields', 'formation-orders' ),
	stateNotice: __( 'States with a state notice', 'formation-orders' ),
	addressCheck: __( 'Backend address check states', 'formation-orders' ),
	extraQuestions: __(
		'States with extra company questions',
		'formation-orders'
	),
	feeNotice: __( 'States with a state fee notice', 'formation-orders' ),
	localFiling: __( 'States with a local filing step', 'formation-orders' ),
	expediteNotice: __(
		'States with an expedited filing notice',
		'formation-orders'
	),
	naicsRequired: __( 'States that require a NAICS code', 'formation-orders' ),
} );
