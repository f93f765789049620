import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { TaxIdChoiceAttributes } from './attributes';

export const TAX_ID_SELECTION_PATH = 'taxIDSelection';

/** On a tax ID form the tax ID is the order: one of the two must be chosen. */
export const taxIdChoiceFields = (
	attributes: Pick< TaxIdChoiceAttributes, 'label' >
): FieldRule[] => [
	{
		path: TAX_ID_SELECTION_PATH,
		label: attributes.label || __( 'Tax ID (EIN)', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
];
