import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { PasswordField } from '../../src/components/PasswordField';
import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import type { AccountLoginAttributes } from './attributes';
import { accountLoginFields } from './fields';

/**
 * Whether the visitor arrives from the password reset form, which sends them to the login page with
 * `passwordReset=true` once the reset was asked for.
 */
const arrivedFromPasswordReset = (): boolean =>
	new URLSearchParams( window.location.search ).get( 'passwordReset' ) ===
	'true';

export const AccountLogin = observer( function AccountLogin( {
	attributes,
}: ModuleProps< AccountLoginAttributes > ): React.ReactElement {
	const [ account, password ] = accountLoginFields( attributes );
	return (
		<>
			{ password && arrivedFromPasswordReset() && (
				// The reset form's answer never says whether the address has an account, so neither does this.
				<p className="fo-account-login__reset-sent" role="status">
					{ __(
						'If an account uses that email address, a link to reset its password is on its way. Check your email, then log in with your new password.',
						'formation-orders'
					) }
				</p>
			) }
			<TextField
				field={ account }
				type={ password ? 'text' : 'email' }
				autoComplete={ password ? 'username' : 'email' }
				inputMode={ password ? undefined : 'email' }
				maxLength={ 254 }
			/>
			{ password && (
				<PasswordField
					field={ password }
					autoComplete="current-password"
				/>
			) }
		</>
	);
} );
