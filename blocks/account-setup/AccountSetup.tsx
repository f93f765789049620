import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { generatePassword } from '../../src/account/password-generator';
import { PasswordField } from '../../src/components/PasswordField';
import { EmailField } from '../../src/components/PersonFields';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { PASSWORD_GEN_NUM_CHARS } from '../../src/validation/field-rules';
import {
	hasCapitalLetter,
	hasNumber,
	hasSpecialCharacter,
} from '../../src/validation/rules';
import type { AccountSetupAttributes } from './attributes';
import { accountSetupFields, minimumLengthOf } from './fields';

/**
 * The new account: email, password with its requirements ticked off as they are met, and, as the form asks, the
 * confirmation and a password generator.
 */
export const AccountSetup = observer( function AccountSetup( {
	attributes,
}: ModuleProps< AccountSetupAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const [ email, password, confirm ] = accountSetupFields( attributes );
	const minimum = minimumLengthOf( attributes );
	const typed = formData.getString( password.path );
	const requirements = [
		{
			met: typed.length >= minimum,
			text: sprintf(
				/* translators: %d: minimum number of characters. */
				__( 'At least %d characters', 'formation-orders' ),
				minimum
			),
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
			<EmailField field={ email } />
			<PasswordField
				field={ password }
				autoComplete="new-password"
				generate={
					attributes.passwordGenerator
						? () =>
								generatePassword(
									Math.max( PASSWORD_GEN_NUM_CHARS, minimum )
								)
						: undefined
				}
				confirmField={ confirm }
			>
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
							className={ requirement.met ? 'is-met' : undefined }
						>
							{ requirement.text }
							<span className="screen-reader-text">
								{ requirement.met
									? __( '(done)', 'formation-orders' )
									: __( '(not yet)', 'formation-orders' ) }
							</span>
						</li>
					) ) }
				</ul>
			</PasswordField>
			{ confirm && (
				<PasswordField field={ confirm } autoComplete="new-password" />
			) }
		</>
	);
} );
