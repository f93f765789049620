import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import { useStore } from '../../src/store/store-context';
import {
	hasCapitalLetter,
	hasNumber,
	hasSpecialCharacter,
} from '../../src/validation/rules';
import { accountSetupFields, PASSWORD_MIN_CHARS } from './fields';

export const AccountSetup = observer(
	function AccountSetup(): React.ReactElement {
		const { formData } = useStore();
		const [ passwordVisible, setPasswordVisible ] = useState( false );
		const [ email, password ] = accountSetupFields();
		const typed = formData.getString( password.path );
		const requirements = [
			{
				met: typed.length >= PASSWORD_MIN_CHARS,
				text: __( 'At least 8 characters', 'formation-orders' ),
			},
			{
				met: hasCapitalLetter( typed ),
				text: __( 'One capital letter', 'formation-orders' ),
			},
			{
				met: hasNumber( typed ),
				text: __( 'One number', 'formation-orders' ),
			},
			{
				met: hasSpecialCharacter( typed ),
				text: __( 'One special character', 'formation-orders' ),
			},
		];

		return (
			<>
				<TextField
					field={ email }
					type="email"
					autoComplete="email"
					inputMode="email"
					maxLength={ 254 }
				/>
				<TextField
					field={ password }
					type={ passwordVisible ? 'text' : 'password' }
					autoComplete="new-password"
				>
					<button
						type="button"
						className="fo-link-button"
						aria-pressed={ passwordVisible }
						onClick={ () =>
							setPasswordVisible( ! passwordVisible )
						}
					>
						{ passwordVisible
							? __( 'Hide Password', 'formation-orders' )
							: __( 'Show Password', 'formation-orders' ) }
					</button>
					<ul
						className="fo-password-requirements"
						aria-label={ __(
							'Password requirements',
							'formation-orders'
						) }
					>
						{ requirements.map( ( requirement ) => (
							<li
								key={ requirement.text }
								className={
									requirement.met ? 'is-met' : undefined
								}
							>
								{ requirement.text }
								<span className="screen-reader-text">
									{ requirement.met
										? __( '(done)', 'formation-orders' )
										: __(
												'(not yet)',
												'formation-orders'
											) }
								</span>
							</li>
						) ) }
					</ul>
				</TextField>
			</>
		);
	}
);
