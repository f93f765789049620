import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const companyInformationFields = (): FieldRule[] => [
	{
		path: 'companyInformation.companyName',
		label: __( 'Company Name', 'formation-orders' ),
		rules: `${ FIELD_RULES.companyName }|maxLength:200`,
	},
	{
		path: 'companyInformation.entityType.key',
		label: __( 'Entity Type', 'formation-orders' ),
		rules: 'required',
	},
];
