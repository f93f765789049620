import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import type { SelectOption } from './SelectField';

interface RadioFieldProps {
	field: FieldRule;
	options: SelectOption[];
	/** The option that shows as chosen; the value at field.path when left out. */
	selected?: string;
	/** Called instead of writing the value at field.path, for {key, value} choices and yes/no answers. */
	onSelect?: ( value: string, label: string ) => void;
	/** Said with the group, under its legend. */
	hint?: string;
	/** The question, when the field's label is only what its error names ("A Selection is required"). */
	legend?: string;
	children?: React.ReactNode;
}

/**
 * One choice among a few, as radio buttons in a fieldset. The first button carries the field's id, so the
 * error summary's link lands on the group.
 */
export const RadioField = observer( function RadioField( {
	field,
	options,
	selected,
	onSelect,
	hint,
	legend,
	children,
}: RadioFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const error = validation.errorOf( field.path );
	const fieldId = ids.field( field.path );
	const current = selected ?? formData.getString( field.path );
	const describedBy = [
		hint ? `${ fieldId }-hint` : '',
		error ? ids.error( field.path ) : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<fieldset
			role="radiogroup"
			aria-invalid={ error ? true : undefined }
			className={ `fo-fieldset fo-field${
				error ? ' fo-field--error' : ''
			}` }
			aria-describedby={ describedBy || undefined }
			aria-required={ isRequired( field ) ? true : undefined }
		>
			<legend className="fo-field__label">
				{ legend ?? field.label }
			</legend>
			{ hint && (
				<p className="fo-field__hint" id={ `${ fieldId }-hint` }>
					{ hint }
				</p>
			) }
			{ options.map( ( option, index ) => {
				const id = index === 0 ? fieldId : `${ fieldId }-${ index }`;
				return (
					<div className="fo-checkbox" key={ option.value }>
						<input
							type="radio"
							id={ id }
							name={ fieldId }
							value={ option.value }
							checked={ current === option.value }
							onChange={ () => {
								if ( onSelect ) {
									onSelect( option.value, option.label );
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
			{ children }
			{ error && (
				<p className="fo-field__error" id={ ids.error( field.path ) }>
					{ error }
				</p>
			) }
		</fieldset>
	);
} );
