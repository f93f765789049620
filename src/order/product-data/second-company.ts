import { text } from '../../form-data/read-answers';
import { formationData } from './formation';

export const SECOND_COMPANY_NAME = 'companyInformation.secondCompanyName';

/**
 * Double LLC: the second company is formed like the first (same entity type, contact, addresses, officials),
 * under its own name.
 */
export function secondCompanyFormationData(
	values: object
): Record< string, unknown > {
	return {
		...formationData( values ),
		company_name: text( values, SECOND_COMPANY_NAME ),
	};
}
