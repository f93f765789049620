import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { AccountLoginAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: AccountLoginAttributes;
	setAttributes: ( next: Partial< AccountLoginAttributes > ) => void;
}

/**
 * Whether the module asks for the password (a login form) or the email alone (a password reset form).
 */
export function AccountLoginInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Account login', 'formation-orders' ) }
			settings={ [
				{
					key: 'askPassword',
					label: __( 'Ask for the password', 'formation-orders' ),
					help: __(
						'On for a login form; off for a password reset form, which asks for the email alone.',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
