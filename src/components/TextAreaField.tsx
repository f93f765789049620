import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import type { FieldRule } from '../validation/validate';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';

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
	const { formData, validation, textId, shell, control } = useField( field, {
		hint: !! hint,
		texts: maxLength ? [ 'counter' ] : [],
	} );
	const value = formData.getString( field.path );
	return (
		<FieldShell { ...shell } label={ label ?? field.label } hint={ hint }>
			<textarea
				className="fo-field__input fo-field__textarea"
				{ ...control }
				rows={ rows }
				value={ value }
				maxLength={ maxLength }
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
					id={ textId( 'counter' ) }
				>
					{ `${ value.length }/${ maxLength } ` }
					{ /* translators: follows "N/max", the characters typed and the most allowed. */ }
					{ __( 'Characters Max.', 'formation-orders' ) }
				</p>
			) : null }
		</FieldShell>
	);
} );
