import { __ } from '@wordpress/i18n';

import { companyField } from '../../src/company/company-field';
import { addressFields } from '../../src/modules/address-fields';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { CHOICE_LABELS, FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { CompanyInformationAttributes } from './attributes';
import { questionsOf } from './questions';

/** Every field the module may ask, by name; `companyInformationFields` picks those a form shows. */
export const COMPANY_FIELDS = {
	// "You must have an existing business to continue."
	businessFormed: (): FieldRule => ( {
		path: 'isBusinessFormed',
		label: __( 'Have you formed your business?', 'formation-orders' ),
		rules: FIELD_RULES.businessFormed,
	} ),
	companyName: () =>
		companyField(
			'companyName',
			__( 'Company Name', 'formation-orders' ),
			FIELD_RULES.companyName
		),
	entityType: () =>
		companyField(
			'entityType.key',
			__( 'Entity Type', 'formation-orders' ),
			FIELD_RULES.required
		),
	designator: () =>
		companyField(
			'companyNameDesignator',
			__( 'Designator', 'formation-orders' ),
			''
		),
	// A fallback the state uses only if it refuses the first name.
	altCompanyName: () =>
		companyField(
			'altCompanyName',
			__( 'Alternate Name', 'formation-orders' ),
			FIELD_RULES.alternateCompanyName
		),
	homeState: () =>
		companyField(
			'homeState.key',
			__( 'Home State', 'formation-orders' ),
			FIELD_RULES.required
		),
	naicsCode: ( required: boolean ) =>
		companyField(
			'naicsCode',
			__( 'NAICS Code', 'formation-orders' ),
			FIELD_RULES.naicsCode( required )
		),
	formationDate: ( today?: Date ) =>
		companyField(
			'formationDate',
			__( 'Formation Date', 'formation-orders' ),
			FIELD_RULES.formationDate( today )
		),
	formationDateNotKnown: () =>
		companyField(
			'formationDateNotKnown',
			__( "I don't know my Formation Date", 'formation-orders' ),
			''
		),
	notifyAttorney: () =>
		companyField(
			'notifyAttorney',
			__( 'Notify my attorney', 'formation-orders' ),
			''
		),
	attorneyFirstName: () =>
		companyField(
			'attorneyFirstName',
			__( 'Attorney First Name', 'formation-orders' ),
			FIELD_RULES.attorneyName
		),
	attorneyLastName: () =>
		companyField(
			'attorneyLastName',
			__( 'Attorney Last Name', 'formation-orders' ),
			FIELD_RULES.attorneyName
		),
	attorneyEmail: () =>
		companyField(
			'attorneyEmail',
			__( 'Attorney Email', 'formation-orders' ),
			FIELD_RULES.email
		),
	nameReservation: () =>
		companyField(
			'nameReservation.key',
			__(
				'Have you already reserved this name with the state?',
				'formation-orders'
			),
			''
		),
	nameReservationNumber: () =>
		companyField(
			'nameReservationNumber',
			__( 'Name Reservation Number', 'formation-orders' ),
			FIELD_RULES.nameReservationNumber
		),
	ubiNumberToggle: () =>
		companyField(
			'ubiNumberToggle',
			CHOICE_LABELS.listChoice,
			FIELD_RULES.ubiNumberToggle
		),
	ubiNumber: () =>
		companyField(
			'ubiNumber',
			__( 'UBI Number', 'formation-orders' ),
			FIELD_RULES.ubiNumber
		),
	genericPurpose: () =>
		companyField(
			'useGenericBusinessPurpose',
			__( 'Use a generic business purpose', 'formation-orders' ),
			''
		),
	businessPurpose: ( starterText: string ) =>
		companyField(
			'businessPurpose',
			__( 'Business Purpose', 'formation-orders' ),
			FIELD_RULES.businessPurpose( starterText )
		),
	companyNotes: () =>
		companyField(
			'companyNotes',
			__( 'Company Notes', 'formation-orders' ),
			FIELD_RULES.notes
		),
};

/**
 * The fields the module validates: the company name, then each question the block asks and the answers so far
 * call for (the entity type only when there is a choice to make; a follow-up only after its answer).
 */
export function companyInformationFields(
	attributes: CompanyInformationAttributes,
	formData: FormDataStore
): FieldRule[] {
	const shown = questionsOf( attributes, formData );
	const when = ( condition: boolean, ...fields: FieldRule[] ) =>
		condition ? fields : [];
	return [
		...when( shown.businessFormed, COMPANY_FIELDS.businessFormed() ),
		COMPANY_FIELDS.companyName(),
		...when( shown.entityTypes.length > 1, COMPANY_FIELDS.entityType() ),
		...when( shown.alternateName, COMPANY_FIELDS.altCompanyName() ),
		...when( shown.homeState, COMPANY_FIELDS.homeState() ),
		...when( shown.naics, COMPANY_FIELDS.naicsCode( shown.naicsRequired ) ),
		...when(
			shown.formationDate && ! shown.formationDateSkipped,
			COMPANY_FIELDS.formationDate()
		),
		...when(
			shown.attorney,
			COMPANY_FIELDS.attorneyFirstName(),
			COMPANY_FIELDS.attorneyLastName(),
			COMPANY_FIELDS.attorneyEmail()
		),
		...when(
			shown.nameReservationNumber,
			COMPANY_FIELDS.nameReservationNumber()
		),
		...when( shown.ubi, COMPANY_FIELDS.ubiNumberToggle() ),
		...when( shown.ubiNumber, COMPANY_FIELDS.ubiNumber() ),
		...when(
			shown.purposeText,
			COMPANY_FIELDS.businessPurpose( attributes.purposeStarterText )
		),
		...when( shown.companyNotes, COMPANY_FIELDS.companyNotes() ),
		...when(
			shown.principalAddressFields,
			...addressFields( 'companyInformation.principalAddress' )
		),
		...when(
			shown.mailingAddressFields,
			...addressFields( 'companyInformation.mailingAddress' )
		),
	];
}
