import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export {
	PASSWORD_MIN_CHARS,
	TEXT_MAX_CHARS,
} from '../../src/validation/field-rules';

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
