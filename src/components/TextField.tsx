import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import { FieldShell, hintIdOf } from './FieldShell';

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
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const error = validation.errorOf( field.path );
	const optional = ! isRequired( field );
	const describedBy = [
		hint ? hintIdOf( ids.field( field.path ) ) : '',
		error ? ids.error( field.path ) : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<FieldShell
			path={ field.path }
			label={ field.label }
			optional={ optional }
			error={ error }
			hint={ hint }
		>
			<input
				className="fo-field__input"
				id={ ids.field( field.path ) }
				name={ field.path }
				type={ type }
				value={ formData.getString( field.path ) }
				autoComplete={ autoComplete }
				inputMode={ inputMode }
				maxLength={ maxLength }
				disabled={ disabled }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy || undefined }
				aria-required={ optional ? undefined : true }
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
