import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { StatePickerAttributes } from './attributes';

export const statePickerFields = (
	attributes: Pick< StatePickerAttributes, 'label' >
): FieldRule[] => [
	{
		path: 'companyInformation.state.key',
		label: attributes.label || __( 'State', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
];
