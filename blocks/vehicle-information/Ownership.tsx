import { __ } from '@wordpress/i18n';

import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import { ownershipFields } from './fields';
import { LINE_MAX_CHARS } from '../../src/validation/field-rules';

/** Who the vehicles are registered to: a new company formed for them, or one the visitor already has. */
export const ownershipOptions = () => [
	{
		value: 'new-company',
		label: __( 'A new LLC we form for the vehicles', 'formation-orders' ),
	},
	{
		value: 'existing-company',
		label: __( 'A company I already own', 'formation-orders' ),
	},
];

export function Ownership(): React.ReactElement {
	const fields = ownershipFields();
	return (
		<div className="fo-vehicle-ownership">
			<SelectField
				field={ fields.type }
				placeholder={ __( 'Select an owner', 'formation-orders' ) }
				options={ ownershipOptions() }
			/>
			<TextField
				field={ fields.company }
				autoComplete="organization"
				maxLength={ LINE_MAX_CHARS }
			/>
		</div>
	);
}
