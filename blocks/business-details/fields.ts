import { __ } from '@wordpress/i18n';

import { companyField } from '../../src/company/company-field';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

/** Every field of Business Details, by name. */
export const BUSINESS_DETAILS_FIELDS = {
	// The name the subscriber is known by in law: a person's own, or the company's.
	legalName: () =>
		companyField(
			'companyName',
			__( 'Legal Name', 'formation-orders' ),
			FIELD_RULES.optionalLine
		),
	industry: () =>
		companyField(
			'industry',
			__( 'Industry', 'formation-orders' ),
			FIELD_RULES.optionalLine
		),
	entityType: () =>
		companyField(
			'entityType.key',
			__( 'Entity Type', 'formation-orders' ),
			FIELD_RULES.required
		),
	position: () =>
		companyField(
			'position',
			__( 'Position', 'formation-orders' ),
			FIELD_RULES.optionalLine
		),
	// The plan's attorneys advise residents of its state only: the box must be ticked.
	isStateResident: () =>
		companyField(
			'isStateResident',
			__( 'State Residency', 'formation-orders' ),
			FIELD_RULES.mustBeTicked
		),
};

export const businessDetailsFields = (): FieldRule[] => [
	BUSINESS_DETAILS_FIELDS.legalName(),
	BUSINESS_DETAILS_FIELDS.industry(),
	BUSINESS_DETAILS_FIELDS.entityType(),
	BUSINESS_DETAILS_FIELDS.position(),
	BUSINESS_DETAILS_FIELDS.isStateResident(),
];
