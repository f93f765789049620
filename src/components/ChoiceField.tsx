import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import type { FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';

export interface ChoiceOption {
	value: string | boolean;
	label: string;
}

interface ChoiceFieldProps {
	field: FieldRule;
	/** The question; the field's label is what its error message names. */
	legend: string;
	options: ChoiceOption[];
	/** Called instead of writing the value, when a choice does more (adds or clears rows). */
	onChoose?: ( value: ChoiceOption[ 'value' ] ) => void;
}

/**
 * A question answered by one radio button of a group (Yes / No, a product or none, a management type). The
 * first button carries the field's id, so the error summary's link lands on the group.
 */
export const ChoiceField = observer( function ChoiceField( {
	field,
	legend,
	options,
	onChoose,
}: ChoiceFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const error = validation.errorOf( field.path );
	const current = formData.get( field.path );
	const name = ids.field( field.path );

	return (
		<fieldset
			className={ `fo-fieldset fo-field${ error ? ' fo-field--error' : '' }` }
			aria-describedby={ error ? ids.error( field.path ) : undefined }
		>
			<legend className="fo-field__label">{ legend }</legend>
			{ options.map( ( option, index ) => {
				const id = index === 0 ? name : `${ name }-${ index }`;
				return (
					<div className="fo-checkbox" key={ String( option.value ) }>
						<input
							type="radio"
							id={ id }
							name={ name }
							value={ String( option.value ) }
							checked={ current === option.value }
							onChange={ () => {
								if ( onChoose ) {
									onChoose( option.value );
								} else {
									formData.set( field.path, option.value );
								}
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
