import { __ } from '@wordpress/i18n';

import { useFormIds } from './field-id';
import { FieldError } from './FieldError';

interface FieldShellProps {
	path: string;
	label: string;
	optional?: boolean;
	error?: string;
	/** A short hint under the label, read with the control (aria-describedby = hintIdOf). */
	hint?: string;
	children: React.ReactNode;
}

/**
 * The id of a field's hint.
 */
export const hintIdOf = ( fieldId: string ) => `${ fieldId }-hint`;

/**
 * Label, control and error message, tied together for assistive technology.
 */
export function FieldShell( {
	path,
	label,
	optional,
	error,
	hint,
	children,
}: FieldShellProps ): React.ReactElement {
	const ids = useFormIds();
	return (
		<div className={ `fo-field${ error ? ' fo-field--error' : '' }` }>
			<label className="fo-field__label" htmlFor={ ids.field( path ) }>
				{ label }
				{ optional && (
					<span className="fo-field__optional">
						{ ' ' }
						{ __( '(optional)', 'formation-orders' ) }
					</span>
				) }
			</label>
			{ hint && (
				<p
					className="fo-field__hint"
					id={ hintIdOf( ids.field( path ) ) }
				>
					{ hint }
				</p>
			) }
			{ children }
			<FieldError path={ path } error={ error } />
		</div>
	);
}
