import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import { FieldShell, hintIdOf } from './FieldShell';

interface TextAreaFieldProps {
	field: FieldRule;
	rows?: number;
	/** The most characters it takes; shows the counter "N/max Characters Max." when given. */
	maxLength?: number;
	hint?: string;
	/** Shown instead of the field's own label, which its messages keep using (e.g. a question answered). */
	label?: string;
}

/**
 * A text area tied to its label, hint and error like every other field. With a maximum it counts the
 * characters ("N/max Characters Max."), flagged at the maximum so the visitor sees why typing stops.
 */
export const TextAreaField = observer( function TextAreaField( {
	field,
	rows = 4,
	maxLength,
	hint,
	label,
}: TextAreaFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const id = ids.field( field.path );
	const error = validation.errorOf( field.path );
	const optional = ! isRequired( field );
	const value = formData.getString( field.path );
	const counterId = `${ id }-counter`;
	const describedBy = [
		hint ? hintIdOf( id ) : '',
		maxLength ? counterId : '',
		error ? ids.error( field.path ) : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<FieldShell
			path={ field.path }
			label={ label ?? field.label }
			optional={ optional }
			error={ error }
			hint={ hint }
		>
			<textarea
				className="fo-field__input fo-field__textarea"
				id={ id }
				name={ field.path }
				rows={ rows }
				value={ value }
				maxLength={ maxLength }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy || undefined }
				aria-required={ optional ? undefined : true }
				onChange={ ( event ) => {
					formData.set( field.path, event.target.value );
					validation.fieldInput( field );
				} }
				onBlur={ () => validation.fieldBlur( field ) }
			/>
			{ maxLength ? (
				<p
					className={ `fo-field__counter${
						value.length >= maxLength
							? ' fo-field__counter--limit'
							: ''
					}` }
					id={ counterId }
				>
					{ `${ value.length }/${ maxLength } ` }
					{ /* translators: follows "N/max", the characters typed and the most allowed. */ }
					{ __( 'Characters Max.', 'formation-orders' ) }
				</p>
			) : null }
		</FieldShell>
	);
} );
