import { useEffect } from '@wordpress/element';
import { observer } from 'mobx-react-lite';

import type { FieldRule } from '../validation/validate';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import type { SelectGroup, SelectOption } from './select-options';

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
	const { formData, validation, shell, control } = useField( field );
	const held = formData.getString( field.path );
	const offered = [
		...options,
		...groups.flatMap( ( group ) => group.options ),
	];
	// A value none of the options offers (restored from an earlier visit, or an option gone since) is cleared:
	// the select would show its placeholder while the order kept the old value. A list still loading (empty)
	// clears nothing.
	const stale =
		held !== '' &&
		offered.length > 0 &&
		! offered.some( ( option ) => option.value === held );
	useEffect( () => {
		if ( ! stale ) {
			return;
		}
		if ( onSelect ) {
			onSelect( '', '' );
		} else {
			formData.set( field.path, '' );
		}
	}, [ stale, onSelect, formData, field.path ] );
	const renderOption = ( option: SelectOption ) => (
		<option key={ option.value } value={ option.value }>
			{ option.label }
		</option>
	);

	return (
		<FieldShell { ...shell }>
			<select
				className="fo-field__input"
				{ ...control }
				value={ held || fallback || '' }
				autoComplete={ autoComplete }
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
