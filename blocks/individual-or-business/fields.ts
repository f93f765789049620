import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const INDIVIDUAL_OR_BUSINESS_PATH = 'individualOrBusiness';

/** The choice is required; its label is what the error names ("Individual or Business Selection is required"). */
export const individualOrBusinessField = (): FieldRule => ( {
	path: INDIVIDUAL_OR_BUSINESS_PATH,
	label: __( 'Individual or Business Selection', 'formation-orders' ),
	rules: FIELD_RULES.individualOrBusiness,
} );

export const individualOrBusinessFields = (): FieldRule[] => [
	individualOrBusinessField(),
];
