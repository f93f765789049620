import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../validation/field-rules';
import type { FieldRule } from '../../validation/validate';

export {
	PASSWORD_MIN_CHARS,
	TEXT_MAX_CHARS,
} from '../../validation/field-rules';

export const accountSetupFields = (): FieldRule[] => [
	{
		path: 'accountInformation.email',
		label: __( 'Email', 'formation-orders' ),
		rules: FIELD_RULES.email,
	},
	{
		path: 'accountInformation.password',
		label: __( 'Password', 'formation-orders' ),
		rules: FIELD_RULES.password(),
	},
];
