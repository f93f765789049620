import { text } from '../../form-data/read-answers';

/**
 * Phone service: the number the visitor chose, and the area code it was chosen from.
 * @param values The form data.
 */
export function phoneServiceData( values: object ): Record< string, unknown > {
	return {
		phone_number: text( values, 'phoneService.selectedPhoneNumber' ),
		area_code: text( values, 'phoneService.phoneAreaCode' ),
	};
}
