import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import type { AccountLoginAttributes } from './attributes';
import { accountLoginFields } from './fields';

export const AccountLogin = observer( function AccountLogin( {
	attributes,
}: ModuleProps< AccountLoginAttributes > ): React.ReactElement {
	const [ passwordVisible, setPasswordVisible ] = useState( false );
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
				<TextField
					field={ password }
					type={ passwordVisible ? 'text' : 'password' }
					autoComplete="current-password"
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
				</TextField>
			) }
		</>
	);
} );
