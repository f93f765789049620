import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** An affiliate type's key: its label in lower case, words joined by dashes ("Business Consultant" → "business-consultant"). */
export const affiliateTypeKey = ( label: string ): string =>
	label
		.trim()
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );

/** Both affiliate questions are required. */
export const affiliateInformationFields = (): FieldRule[] => [
	{
		path: 'affiliateInformation.affiliateType.key',
		label: __( 'Affiliate Type', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	{
		path: 'affiliateInformation.goals',
		label: __( 'Goals', 'formation-orders' ),
		rules: FIELD_RULES.longText(),
	},
];
