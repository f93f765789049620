import { __ } from '@wordpress/i18n';

import type { SelectGroup } from './components/select-options';

export const OUTSIDE_US = 'OUTSIDE_US';

const STATES: Record< string, string > = {
	AL: 'Alabama',
	AK: 'Alaska',
	AZ: 'Arizona',
	AR: 'Arkansas',
	CA: 'California',
	CO: 'Colorado',
	CT: 'Connecticut',
	DE: 'Delaware',
	DC: 'District of Columbia',
	FL: 'Florida',
	GA: 'Georgia',
	HI: 'Hawaii',
	ID: 'Idaho',
	IL: 'Illinois',
	IN: 'Indiana',
	IA: 'Iowa',
	KS: 'Kansas',
	KY: 'Kentucky',
	LA: 'Louisiana',
	ME: 'Maine',
	MD: 'Maryland',
	MA: 'Massachusetts',
	MI: 'Michigan',
	MN: 'Minnesota',
	MS: 'Mississippi',
	MO: 'Missouri',
	MT: 'Montana',
	NE: 'Nebraska',
	NV: 'Nevada',
	NH: 'New Hampshire',
	NJ: 'New Jersey',
	NM: 'New Mexico',
	NY: 'New York',
	NC: 'North Carolina',
	ND: 'North Dakota',
	OH: 'Ohio',
	OK: 'Oklahoma',
	OR: 'Oregon',
	PA: 'Pennsylvania',
	RI: 'Rhode Island',
	SC: 'South Carolina',
	SD: 'South Dakota',
	TN: 'Tennessee',
	TX: 'Texas',
	UT: 'Utah',
	VT: 'Vermont',
	VA: 'Virginia',
	WA: 'Washington',
	WV: 'West Virginia',
	WI: 'Wisconsin',
	WY: 'Wyoming',
};

const MILITARY: Record< string, string > = {
	AA: 'Armed Forces Americas',
	AE: 'Armed Forces Europe',
	AP: 'Armed Forces Pacific',
};

const TERRITORIES: Record< string, string > = {
	AS: 'American Samoa',
	GU: 'Guam',
	MP: 'Northern Mariana Islands',
	PR: 'Puerto Rico',
	VI: 'U.S. Virgin Islands',
};

const toOptions = (
	names: Record< string, string >,
	allowed: ( key: string ) => boolean
) =>
	Object.entries( names )
		.filter( ( [ key ] ) => allowed( key ) )
		.map( ( [ value, label ] ) => ( { value, label } ) );

/**
 * State picker options grouped as States, US Military, US Territories and Non-US Option(s), optionally
 * limited to a list of jurisdictions (a form may sell only in some states). Empty groups are left out.
 */
export function jurisdictionGroups( limitTo: string[] = [] ): SelectGroup[] {
	const allowed = ( key: string ) =>
		limitTo.length === 0 || limitTo.includes( key );
	return [
		{
			label: __( 'States', 'formation-orders' ),
			options: toOptions( STATES, allowed ),
		},
		{
			label: __( 'US Military', 'formation-orders' ),
			options: toOptions( MILITARY, allowed ),
		},
		{
			label: __( 'US Territories', 'formation-orders' ),
			options: toOptions( TERRITORIES, allowed ),
		},
		{
			label: __( 'Non-US Option(s)', 'formation-orders' ),
			options: toOptions(
				{
					[ OUTSIDE_US ]: __(
						'Outside of the US',
						'formation-orders'
					),
				},
				allowed
			),
		},
	].filter( ( group ) => group.options.length > 0 );
}

export function jurisdictionName( key: string ): string {
	return STATES[ key ] ?? MILITARY[ key ] ?? TERRITORIES[ key ] ?? key;
}
