import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const POSITION_PATH = 'jobInformation.position';

/** The position and the home state are required. */
export const jobPositionFields = (): FieldRule[] => [
	{
		path: POSITION_PATH,
		label: __( 'Position', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	{
		path: 'jobInformation.homeState',
		label: __( 'Home State', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
];
