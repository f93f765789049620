import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import { FieldError } from './FieldError';
import { hintIdOf } from './FieldShell';

/** A radio button's value: a string, or true / false for a yes/no answer kept as a boolean. */
export type RadioValue = string | boolean;

export interface RadioOption< Value extends RadioValue = RadioValue > {
	value: Value;
	label: string;
	/** Said after the label, e.g. the price of the product the option adds. */
	detail?: React.ReactNode;
}

interface RadioFieldProps< Value extends RadioValue > {
	field: FieldRule;
	options: Array< RadioOption< Value > >;
	/** The option that shows as chosen; the value at field.path when left out. */
	selected?: Value | '';
	/**
	 * Called instead of writing the value at field.path, when a choice does more: a {key, value} choice, a yes/no
	 * kept elsewhere, rows added or cleared.
	 */
	onSelect?: ( value: Value, label: string ) => void;
	/** Said with the group, under its legend. */
	hint?: string;
	/** The question, when the field's label is only what its error names ("A Selection is required"). */
	legend?: string;
	/** A class of the module's own, beside the field's. */
	className?: string;
	/** After the options, inside the group: a "show all" button, a note on the choice. */
	children?: React.ReactNode;
}

/**
 * One choice among a few, as radio buttons in a fieldset: the legend asks, the hint and the error are read with the
 * group. The first button carries the field's id, so the error summary's link lands on the group.
 */
function RadioGroup< Value extends RadioValue >( {
	field,
	options,
	selected,
	onSelect,
	hint,
	legend,
	className,
	children,
}: RadioFieldProps< Value > ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const error = validation.errorOf( field.path );
	const fieldId = ids.field( field.path );
	const current = selected ?? formData.get( field.path );
	const describedBy = [
		hint ? hintIdOf( fieldId ) : '',
		error ? ids.error( field.path ) : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<fieldset
			role="radiogroup"
			aria-invalid={ error ? true : undefined }
			className={ [
				'fo-fieldset fo-field',
				className,
				error ? 'fo-field--error' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			aria-describedby={ describedBy || undefined }
			aria-required={ isRequired( field ) ? true : undefined }
		>
			<legend className="fo-field__label">
				{ legend ?? field.label }
			</legend>
			{ hint && (
				<p className="fo-field__hint" id={ hintIdOf( fieldId ) }>
					{ hint }
				</p>
			) }
			{ options.map( ( option, index ) => {
				const id = index === 0 ? fieldId : `${ fieldId }-${ index }`;
				return (
					<div className="fo-checkbox" key={ String( option.value ) }>
						<input
							type="radio"
							id={ id }
							name={ fieldId }
							value={ String( option.value ) }
							checked={
								current === option.value ||
								( typeof current === 'number' &&
									String( current ) === option.value )
							}
							onChange={ () => {
								if ( onSelect ) {
									onSelect( option.value, option.label );
								} else {
									formData.set( field.path, option.value );
								}
								validation.fieldChange( field );
							} }
						/>
						<label htmlFor={ id }>
							{ option.label }
							{ option.detail }
						</label>
					</div>
				);
			} ) }
			{ children }
			<FieldError path={ field.path } error={ error } />
		</fieldset>
	);
}

export const RadioField = observer( RadioGroup ) as typeof RadioGroup;
