import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import { FieldShell } from './FieldShell';

export interface SelectOption {
	value: string;
	label: string;
}

export interface SelectGroup {
	label: string;
	options: SelectOption[];
}

interface SelectFieldProps {
	field: FieldRule;
	placeholder: string;
	options?: SelectOption[];
	groups?: SelectGroup[];
	autoComplete?: string;
	/** The option shown when the form holds none yet (the default country). */
	fallback?: string;
	/** The placeholder is a heading that cannot be chosen ("Choose Country"). */
	placeholderDisabled?: boolean;
	/** Called instead of writing the value at field.path, for {key, value} choices. */
	onSelect?: ( value: string, label: string ) => void;
}

export const SelectField = observer( function SelectField( {
	field,
	placeholder,
	options = [],
	groups = [],
	autoComplete,
	fallback,
	placeholderDisabled,
	onSelect,
}: SelectFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const error = validation.errorOf( field.path );
	const optional = ! isRequired( field );
	const renderOption = ( option: SelectOption ) => (
		<option key={ option.value } value={ option.value }>
			{ option.label }
		</option>
	);

	return (
		<FieldShell
			path={ field.path }
			label={ field.label }
			optional={ optional }
			error={ error }
		>
			<select
				className="fo-field__input"
				id={ ids.field( field.path ) }
				name={ field.path }
				value={ formData.getString( field.path ) || fallback || '' }
				autoComplete={ autoComplete }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? ids.error( field.path ) : undefined }
				aria-required={ optional ? undefined : true }
				onChange={ ( event ) => {
					const selected = event.target.selectedOptions[ 0 ];
					if ( onSelect ) {
						onSelect( event.target.value, selected?.text ?? '' );
					} else {
						formData.set( field.path, event.target.value );
					}
					validation.fieldChange( field );
				} }
				onBlur={ () => validation.fieldBlur( field ) }
			>
				<option value="" disabled={ placeholderDisabled }>
					{ placeholder }
				</option>
				{ options.map( renderOption ) }
				{ groups.map( ( group ) => (
					<optgroup key={ group.label } label={ group.label }>
						{ group.options.map( renderOption ) }
					</optgroup>
				) ) }
			</select>
		</FieldShell>
	);
} );
