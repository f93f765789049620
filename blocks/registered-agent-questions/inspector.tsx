import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';

import type { RegisteredAgentQuestionsAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: RegisteredAgentQuestionsAttributes;
	setAttributes: (
		next: Partial< RegisteredAgentQuestionsAttributes >
	) => void;
}

/**
 * The questions' texts.
 */
export function RegisteredAgentQuestionsInspector(
	props: Props
): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Registered agent questions', 'formation-orders' ) }
			settings={ [
				{
					key: 'changingAgentLabel',
					label: __( 'Changing agent question', 'formation-orders' ),
					help: __(
						'The Yes / No question. Empty: "Are you changing your registered agent?" Yes offers the change-of-agent filing (the block’s change-of-agent product).',
						'formation-orders'
					),
				},
				{
					key: 'affiliateCodeLabel',
					label: __( 'Affiliate code label', 'formation-orders' ),
					help: __(
						'Asked only when a primary bundle of this block has "affiliate_code_toggle" in its configuration. Empty: "Affiliate Code".',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
