import { useStore } from '../store/store-context';
import { isRequired, type FieldRule } from '../validation/validate';
import { useFormIds } from './field-id';
import { hintIdOf } from './FieldShell';

interface Descriptions {
	/** The field shows a hint (FieldShell's), which is read with the control. */
	hint?: boolean;
	/** The field's other texts read with the control before its error (a counter, the chosen file), by name. */
	texts?: string[];
}

/**
 * What a field's control shares with every other field: the stores it reads and writes, its FieldShell (label,
 * "(optional)", hint and error), and the attributes that tie the control to them for assistive technology: its id
 * and name, whether it is invalid or required, and the texts read with it.
 * @param field        The field's rule.
 * @param descriptions The texts read with the control besides its error.
 */
export function useField( field: FieldRule, descriptions: Descriptions = {} ) {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const id = ids.field( field.path );
	const error = validation.errorOf( field.path );
	const optional = ! isRequired( field );
	const textId = ( name: string ) => `${ id }-${ name }`;
	const describedBy = [
		descriptions.hint ? hintIdOf( id ) : '',
		...( descriptions.texts ?? [] ).map( textId ),
		error ? ids.error( field.path ) : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return {
		formData,
		validation,
		/** The id of one of the field's other texts (`texts`), by its name. */
		textId,
		/** Spread onto the FieldShell around the control. */
		shell: { path: field.path, label: field.label, optional, error },
		/** Spread onto the input, select or text area. */
		control: {
			id,
			name: field.path,
			'aria-invalid': error ? true : undefined,
			'aria-describedby': describedBy || undefined,
			'aria-required': optional ? undefined : true,
		} as const,
	};
}
