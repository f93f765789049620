import { observer } from 'mobx-react-lite';

import { AddressFields } from '../../src/components/AddressFields';
import { TextField } from '../../src/components/TextField';
import type { CorporateOfficer as Officer } from '../../src/formation/formation-kind';
import { officerAddressPath, officerFields } from './fields';
import { addressPartOf, officerLabel } from './labels';
import { NAME_MAX_CHARS } from '../../src/validation/field-rules';

/**
 * President, secretary or treasurer: name and address, each label naming the officer so that three
 * addresses on one screen never read alike.
 */
export const CorporateOfficer = observer( function CorporateOfficer( {
	officer,
}: {
	officer: Officer;
} ): React.ReactElement {
	const who = officerLabel( officer );
	const [ firstName, lastName ] = officerFields( officer );
	return (
		<fieldset className="fo-fieldset fo-officer">
			<legend className="fo-field__label">{ who }</legend>
			<TextField
				field={ firstName }
				autoComplete="off"
				maxLength={ NAME_MAX_CHARS }
			/>
			<TextField
				field={ lastName }
				autoComplete="off"
				maxLength={ NAME_MAX_CHARS }
			/>
			<AddressFields
				prefix={ officerAddressPath( officer ) }
				labelOf={ ( label ) => addressPartOf( who, label ) }
			/>
		</fieldset>
	);
} );
