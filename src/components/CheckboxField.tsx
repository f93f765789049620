import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import type { FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';

interface CheckboxFieldProps {
	field: FieldRule;
	/** Shown as ticked; the boolean at field.path when left out (a product's checked state, say). */
	checked?: boolean;
	/** Called instead of writing the boolean at field.path. */
	onToggle?: ( checked: boolean ) => void;
	/** Said with the box, e.g. its price. */
	hint?: string;
	/** Shown beside the box instead of the field's own label, which its messages keep using (an agreement's sentence). */
	label?: string;
}

/**
 * A yes/no answer as one checkbox; its label is the field's unless another is given.
 */
export const CheckboxField = observer( function CheckboxField( {
	field,
	checked,
	onToggle,
	hint,
	label,
}: CheckboxFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const id = ids.field( field.path );
	const error = validation.errorOf( field.path );
	const describedBy = [
		hint ? `${ id }-hint` : '',
		error ? ids.error( field.path ) : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<div className={ `fo-checkbox${ error ? ' fo-field--error' : '' }` }>
			<input
				type="checkbox"
				id={ id }
				checked={ checked ?? formData.get( field.path ) === true }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy || undefined }
				onChange={ ( event ) => {
					if ( onToggle ) {
						onToggle( event.target.checked );
					} else {
						formData.set( field.path, event.target.checked );
					}
					validation.fieldChange( field );
				} }
			/>
			<label htmlFor={ id }>{ label ?? field.label }</label>
			{ hint && (
				<span className="fo-field__hint" id={ `${ id }-hint` }>
					{ ' ' }
					{ hint }
				</span>
			) }
			{ error && (
				<p className="fo-field__error" id={ ids.error( field.path ) }>
					{ error }
				</p>
			) }
		</div>
	);
} );
