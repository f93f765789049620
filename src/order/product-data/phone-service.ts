import { getIn } from '../../form-data/paths';

/**
 * Phone service: the number the visitor chose, and the area code it was chosen from.
 * @param values The form data.
 */
export function phoneServiceData( values: object ): Record< string, unknown > {
	const text = ( path: string ) => {
		const value = getIn( values, path );
		return typeof value === 'string' ? value.trim() : '';
	};
	return {
		phone_number: text( 'phoneService.selectedPhoneNumber' ),
		area_code: text( 'phoneService.phoneAreaCode' ),
	};
}
