import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import { FieldShell } from './FieldShell';

interface TextAreaFieldProps {
	field: FieldRule;
	maxLength?: number;
	rows?: number;
	hint?: string;
}

/**
 * A longer text (a business purpose, notes) bound to its form-data path.
 */
export const TextAreaField = observer( function TextAreaField( {
	field,
	maxLength,
	rows = 4,
	hint,
}: TextAreaFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const id = ids.field( field.path );
	const error = validation.errorOf( field.path );
	const optional = ! isRequired( field );
	const describedBy = [
		hint ? `${ id }-hint` : '',
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
			<textarea
				className="fo-field__input fo-field__textarea"
				id={ id }
				name={ field.path }
				rows={ rows }
				maxLength={ maxLength }
				value={ formData.getString( field.path ) }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy || undefined }
				aria-required={ optional ? undefined : true }
				onChange={ ( event ) => {
					formData.set( field.path, event.target.value );
					validation.fieldInput( field );
				} }
				onBlur={ () => validation.fieldBlur( field ) }
			/>
		</FieldShell>
	);
} );
