import { __ } from '@wordpress/i18n';

import type { FieldRule } from '../../validation/validate';

export const statePickerFields = (
	attributes: Record< string, unknown > = {}
): FieldRule[] => [
	{
		path: 'companyInformation.state.key',
		label:
			typeof attributes.label === 'string' && attributes.label
				? attributes.label
				: __( 'State', 'formation-orders' ),
		rules: 'required',
	},
];
