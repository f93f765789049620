import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { SecondCompanyAttributes } from './attributes';

export const SECOND_COMPANY_NAME_PATH = 'companyInformation.secondCompanyName';

/** The second company's name follows the company name's rules: required, at least 2 characters. */
export const secondCompanyFields = (
	attributes: Pick< SecondCompanyAttributes, 'label' >
): FieldRule[] => [
	{
		path: SECOND_COMPANY_NAME_PATH,
		label:
			attributes.label || __( 'Second Company Name', 'formation-orders' ),
		rules: FIELD_RULES.companyName,
	},
];
