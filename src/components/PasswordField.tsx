import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import type { FieldRule } from '../validation/validate';
import { TextField } from './TextField';

interface PasswordFieldProps {
	field: FieldRule;
	autoComplete: 'new-password' | 'current-password';
	/**
	 * Offers "Generate Password" while the field is empty: the generated password fills the field (and the
	 * confirmation, when there is one) and is shown.
	 */
	generate?: () => string;
	/** The confirmation field the generated password also fills. */
	confirmField?: FieldRule;
	/** Under the field, e.g. the password requirements. */
	children?: React.ReactNode;
}

/**
 * A password with its link: "Generate Password" when the generator is on and nothing is typed, otherwise
 * "Show Password" / "Hide Password". The password stays in memory (the store's private part), never in the page's
 * storage.
 */
export const PasswordField = observer( function PasswordField( {
	field,
	autoComplete,
	generate,
	confirmField,
	children,
}: PasswordFieldProps ): React.ReactElement {
	const { formData, validation } = useStore();
	const [ visible, setVisible ] = useState( false );
	const empty = formData.getString( field.path ) === '';
	const offerGenerator = !! generate && empty;
	return (
		<TextField
			field={ field }
			type={ visible ? 'text' : 'password' }
			autoComplete={ autoComplete }
		>
			{ offerGenerator ? (
				<button
					type="button"
					className="fo-link-button"
					onClick={ () => {
						const password = generate();
						formData.set( field.path, password );
						validation.fieldChange( field );
						if ( confirmField ) {
							formData.set( confirmField.path, password );
							validation.fieldChange( confirmField );
						}
						setVisible( true );
					} }
				>
					{ __( 'Generate Password', 'formation-orders' ) }
				</button>
			) : (
				<button
					type="button"
					className="fo-link-button"
					aria-pressed={ visible }
					onClick={ () => setVisible( ! visible ) }
				>
					{ visible
						? __( 'Hide Password', 'formation-orders' )
						: __( 'Show Password', 'formation-orders' ) }
				</button>
			) }
			{ children }
		</TextField>
	);
} );
