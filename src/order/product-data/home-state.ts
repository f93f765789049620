import { text } from '../../form-data/read-answers';

/**
 * Filings for a company formed in another state: a foreign registration (it does business here as well) and
 * a domestication (it moves here). The state filing needs to know where the company comes from.
 */
export const HOME_STATE_CATEGORIES = [
	'foreign-registration',
	'domestication',
];

/**
 * Product data of a foreign registration or domestication: the company, its entity type and its home state.
 */
export function homeStateData( values: object ): Record< string, unknown > {
	return {
		company_name: text( values, 'companyInformation.companyName' ),
		entity_type: text( values, 'companyInformation.entityType.key' ),
		home_state: text( values, 'companyInformation.homeState.key' ),
	};
}
