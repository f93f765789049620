import { observer } from 'mobx-react-lite';

import { PasswordField } from '../../src/components/PasswordField';
import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import type { AccountLoginAttributes } from './attributes';
import { accountLoginFields } from './fields';

export const AccountLogin = observer( function AccountLogin( {
	attributes,
}: ModuleProps< AccountLoginAttributes > ): React.ReactElement {
	const [ account, password ] = accountLoginFields( attributes );
	return (
		<>
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
