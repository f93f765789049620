import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { RegisteredAgentQuestionsAttributes } from './attributes';
import {
	AFFILIATE_CODE_PATH,
	affiliateCodeAsked,
	CHANGING_AGENT_PATH,
} from './questions';

/**
 * "Changing registered agent" is required (kept as {key, value}: its key is checked); "affiliate code required
 * when shown", and it shows only when the block's primary bundle asks for it.
 */
export const registeredAgentQuestionsFields = (
	attributes: Pick<
		RegisteredAgentQuestionsAttributes,
		'changingAgentLabel' | 'affiliateCodeLabel' | 'products'
	>
): FieldRule[] => [
	{
		path: `${ CHANGING_AGENT_PATH }.key`,
		label:
			attributes.changingAgentLabel ||
			__( 'Are you changing your registered agent?', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	...( affiliateCodeAsked( attributes.products )
		? [
				{
					path: AFFILIATE_CODE_PATH,
					label:
						attributes.affiliateCodeLabel ||
						__( 'Affiliate Code', 'formation-orders' ),
					rules: FIELD_RULES.affiliateCode,
				} satisfies FieldRule,
			]
		: [] ),
];
