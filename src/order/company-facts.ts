import { readAt } from '../form-data/typed-paths';
import { choiceKey, isYes, text } from '../form-data/read-answers';

/**
 * Who the company is, as every request that names one sends it: an order's company, an affiliate's.
 * @param values The form data.
 */
export const companyIdentity = ( values: object ) => ( {
	name: text( values, 'companyInformation.companyName' ),
	entity_type: choiceKey( values, 'companyInformation.entityType' ),
	industry: text( values, 'companyInformation.industry' ),
	position: text( values, 'companyInformation.position' ),
} );

/**
 * What the company questions add to the order's company, each only when the visitor gave it: the alternate
 * name, the home state, the formation date (not when "I don't know my Formation Date" is ticked), the UBI number
 * (when the company has one) and the number of a name already reserved.
 */
export function companyFacts( values: object ): Record< string, string > {
	const facts: Record< string, string > = {
		alternate_name: text( values, 'companyInformation.altCompanyName' ),
		home_state: text( values, 'companyInformation.homeState.key' ),
		formation_date:
			readAt( values, 'companyInformation.formationDateNotKnown' ) ===
			true
				? ''
				: text( values, 'companyInformation.formationDate' ),
		ubi_number:
			readAt( values, 'companyInformation.ubiNumberToggle' ) === true
				? text( values, 'companyInformation.ubiNumber' )
				: '',
		name_reservation_number: isYes(
			readAt( values, 'companyInformation.nameReservation' )
		)
			? text( values, 'companyInformation.nameReservationNumber' )
			: '',
	};
	return Object.fromEntries(
		Object.entries( facts ).filter( ( [ , value ] ) => value !== '' )
	);
}

/** The keys companyFacts may add, for the order's checkers. */
export const COMPANY_FACT_KEYS = [
	'alternate_name',
	'home_state',
	'formation_date',
	'ubi_number',
	'name_reservation_number',
] as const;
