import { __ } from '@wordpress/i18n';

import {
	FIELD_RULES,
	LONG_TEXT_MAX_CHARS,
} from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** What the subscriber needs a lawyer for: required, like every text area, and at most 2000 characters. */
export const legalNeedsField = (): FieldRule => ( {
	path: 'companyInformation.legalNeeds',
	label: __( 'Legal Needs', 'formation-orders' ),
	rules: FIELD_RULES.textArea( LONG_TEXT_MAX_CHARS ),
} );

export const legalNeedsFields = (): FieldRule[] => [ legalNeedsField() ];
