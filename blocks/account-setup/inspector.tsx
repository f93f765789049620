import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { AccountSetupAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: AccountSetupAttributes;
	setAttributes: ( next: Partial< AccountSetupAttributes > ) => void;
}

/**
 * The password's confirmation, generator and minimum length.
 */
export function AccountSetupInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Account setup', 'formation-orders' ) }
			settings={ [
				{
					key: 'confirmPassword',
					label: __( 'Confirm the password', 'formation-orders' ),
					help: __(
						'Asks the password twice ("Confirm Password"); the two must match.',
						'formation-orders'
					),
				},
				{
					key: 'passwordGenerator',
					label: __(
						'Offer a password generator',
						'formation-orders'
					),
					help: __(
						'"Generate Password" fills the password (and its confirmation) with 12 random characters and shows it.',
						'formation-orders'
					),
				},
				{
					key: 'passwordMinChars',
					label: __( 'Minimum password length', 'formation-orders' ),
					help: __(
						'Characters a new password needs at least (default 8).',
						'formation-orders'
					),
					min: 1,
				},
			] }
			{ ...props }
		/>
	);
}
