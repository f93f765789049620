import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { HomeStateAttributes } from './attributes';

/** Where the company was formed: kept as {key, value}, so the rule checks its key. */
export const HOME_STATE_PATH = 'companyInformation.homeState';

export const homeStateFields = (
	attributes: Pick< HomeStateAttributes, 'label' >
): FieldRule[] => [
	{
		path: `${ HOME_STATE_PATH }.key`,
		label: attributes.label || __( 'Home State', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
];
