import { __ } from '@wordpress/i18n';

import { useFormIds } from './field-id';

interface FieldErrorProps {
	/** The field's path: the message's id is its error id, which the control names in aria-describedby. */
	path: string;
	/** Nothing shows without one. */
	error?: string;
}

/**
 * A field's error message under it, tied to its control by id; a screen reader hears "Error:" first.
 */
export function FieldError( {
	path,
	error,
}: FieldErrorProps ): React.ReactElement | null {
	const ids = useFormIds();
	return error ? (
		<p className="fo-field__error" id={ ids.error( path ) }>
			<span className="screen-reader-text">
				{ __( 'Error:', 'formation-orders' ) }{ ' ' }
			</span>
			{ error }
		</p>
	) : null;
}
