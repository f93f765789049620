import { observer } from 'mobx-react-lite';

import type { FieldRule } from '../validation/validate';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';

interface TextFieldProps {
	field: FieldRule;
	type?: 'text' | 'email' | 'password' | 'tel';
	autoComplete?: string;
	inputMode?: 'text' | 'numeric' | 'tel' | 'email';
	maxLength?: number;
	/** Reshapes what the visitor typed, e.g. the card number mask. */
	format?: ( value: string ) => string;
	/** Applied when the visitor leaves the field, so the caret is never moved under their typing. */
	formatOnBlur?: ( value: string ) => string;
	/** Said with the field, e.g. how many digits a security code has. */
	hint?: string;
	/** Shown but not editable, e.g. a date the visitor said they do not know. */
	disabled?: boolean;
	children?: React.ReactNode;
}

export const TextField = observer( function TextField( {
	field,
	type = 'text',
	autoComplete,
	inputMode,
	maxLength,
	format,
	formatOnBlur,
	hint,
	disabled,
	children,
}: TextFieldProps ): React.ReactElement {
	const { formData, validation, shell, control } = useField( field, {
		hint: !! hint,
	} );

	return (
		<FieldShell { ...shell } hint={ hint }>
			<input
				className="fo-field__input"
				{ ...control }
				type={ type }
				value={ formData.getString( field.path ) }
				autoComplete={ autoComplete }
				inputMode={ inputMode }
				maxLength={ maxLength }
				disabled={ disabled }
				onChange={ ( event ) => {
					const value = format
						? format( event.target.value )
						: event.target.value;
					formData.set( field.path, value );
					validation.fieldInput( field );
				} }
				onBlur={ () => {
					const typed = formData.getString( field.path );
					const formatted = formatOnBlur?.( typed ) ?? typed;
					if ( formatted !== typed ) {
						formData.set( field.path, formatted );
					}
					validation.fieldBlur( field );
				} }
			/>
			{ children }
		</FieldShell>
	);
} );
