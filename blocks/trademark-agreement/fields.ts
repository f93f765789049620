import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** The subscriber must agree before the subscription is sold: the box must be ticked. */
export const trademarkAgreementField = (): FieldRule => ( {
	path: 'companyInformation.trademarkAgreement',
	label: __( 'Trademark Agreement', 'formation-orders' ),
	rules: FIELD_RULES.mustBeTicked,
} );

export const trademarkAgreementFields = (): FieldRule[] => [
	trademarkAgreementField(),
];
