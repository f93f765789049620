import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import type { CorporateOfficer as Officer } from '../../src/formation/formation-kind';
import { jurisdictionGroups } from '../../src/jurisdictions';
import { officerFields } from './fields';
import { officerLabel } from './labels';

/**
 * President, secretary or treasurer: name and address, each label naming the officer so that three
 * addresses on one screen never read alike.
 */
export const CorporateOfficer = observer( function CorporateOfficer( {
	officer,
}: {
	officer: Officer;
} ): React.ReactElement {
	const [ firstName, lastName, line1, city, state, zip ] =
		officerFields( officer );
	return (
		<fieldset className="fo-fieldset fo-officer">
			<legend className="fo-field__label">
				{ officerLabel( officer ) }
			</legend>
			<TextField
				field={ firstName }
				autoComplete="off"
				maxLength={ 100 }
			/>
			<TextField
				field={ lastName }
				autoComplete="off"
				maxLength={ 100 }
			/>
			<TextField field={ line1 } autoComplete="off" maxLength={ 200 } />
			<TextField field={ city } autoComplete="off" maxLength={ 100 } />
			<SelectField
				field={ state }
				placeholder={ __( 'Choose a state', 'formation-orders' ) }
				groups={ jurisdictionGroups().filter(
					( group ) => group.options[ 0 ]?.value !== 'OUTSIDE_US'
				) }
			/>
			<TextField
				field={ zip }
				autoComplete="off"
				inputMode="numeric"
				maxLength={ 12 }
			/>
		</fieldset>
	);
} );
