import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { useStore } from '../../src/store/store-context';
import type { FieldRule } from '../../src/validation/validate';

export interface RadioOption {
	value: string;
	label: string;
}

interface RadioChoiceProps {
	field: FieldRule;
	/** The question, as the visitor reads it. */
	question: string;
	options: RadioOption[];
	onChoose: ( value: string ) => void;
}

/**
 * One question answered by one of a few options (Yes / No, a product or No). The first option carries the
 * field's id, so the error summary's link lands on the group.
 */
export const RadioChoice = observer( function RadioChoice( {
	field,
	question,
	options,
	onChoose,
}: RadioChoiceProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const error = validation.errorOf( field.path );
	const chosen = formData.getString( field.path );
	const fieldId = ids.field( field.path );
	return (
		<fieldset
			className={ `fo-fieldset fo-field${ error ? ' fo-field--error' : '' }` }
			aria-describedby={ error ? ids.error( field.path ) : undefined }
		>
			<legend className="fo-field__label">{ question }</legend>
			{ options.map( ( option, position ) => {
				const id =
					position === 0 ? fieldId : `${ fieldId }-${ position }`;
				return (
					<div className="fo-checkbox" key={ option.value }>
						<input
							type="radio"
							id={ id }
							name={ fieldId }
							value={ option.value }
							checked={ chosen === option.value }
							onChange={ () => {
								onChoose( option.value );
								validation.fieldChange( field );
							} }
						/>
						<label htmlFor={ id }>{ option.label }</label>
					</div>
				);
			} ) }
			{ error && (
				<p className="fo-field__error" id={ ids.error( field.path ) }>
					<span className="screen-reader-text">
						{ __( 'Error:', 'formation-orders' ) }{ ' ' }
					</span>
					{ error }
				</p>
			) }
		</fieldset>
	);
} );
