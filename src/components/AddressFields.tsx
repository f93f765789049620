import { __ } from '@wordpress/i18n';

import { jurisdictionGroups } from '../jurisdictions';
import { addressFields } from '../modules/address-fields';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/**
 * Street, city, state and ZIP of a US address stored under `prefix`.
 */
export function AddressFields( {
	prefix,
	autoCompleteSection,
}: {
	prefix: string;
	autoCompleteSection: string;
} ): React.ReactElement {
	const [ line1, city, state, zip ] = addressFields( prefix );
	return (
		<div className="fo-address">
			<TextField
				field={ line1 }
				autoComplete={ `${ autoCompleteSection } address-line1` }
				maxLength={ 200 }
			/>
			<TextField
				field={ city }
				autoComplete={ `${ autoCompleteSection } address-level2` }
				maxLength={ 100 }
			/>
			<SelectField
				field={ state }
				placeholder={ __( 'Choose a state', 'formation-orders' ) }
				groups={ jurisdictionGroups().filter(
					( group ) => group.options[ 0 ]?.value !== 'OUTSIDE_US'
				) }
				autoComplete={ `${ autoCompleteSection } address-level1` }
			/>
			<TextField
				field={ zip }
				autoComplete={ `${ autoCompleteSection } postal-code` }
				inputMode="numeric"
				maxLength={ 12 }
			/>
		</div>
	);
}
