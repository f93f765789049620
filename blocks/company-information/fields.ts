import { __ } from '@wordpress/i18n';

import type { PathUnder } from '../../src/form-data/typed-paths';
import { addressFields } from '../../src/modules/address-fields';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { CHOICE_LABELS, FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { CompanyInformationAttributes } from './attributes';
import { questionsOf } from './questions';

const field = (
	key: PathUnder< 'companyInformation' >,
	label: string,
	rules: string
): FieldRule => ( {
	path: `companyInformation.${ key }`,
	label,
	rules,
} );

/** Every field the module may ask, by name; `companyInformationFields` picks those a form shows. */
export const COMPANY_FIELDS = {
	// "You must have an existing business to continue."
	businessFormed: (): FieldRule => ( {
		path: 'isBusinessFormed',
		label: __( 'Have you formed your business?', 'formation-orders' ),
		rules: FIELD_RULES.businessFormed,
	} ),
	companyName: () =>
		field(
			'companyName',
			__( 'Company Name', 'formation-orders' ),
			FIELD_RULES.companyName
		),
	entityType: () =>
		field(
			'entityType.key',
			__( 'Entity Type', 'formation-orders' ),
			FIELD_RULES.required
		),
	designator: () =>
		field(
			'companyNameDesignator',
			__( 'Designator', 'formation-orders' ),
			''
		),
	// A fallback the state uses only if it refuses the first name.
	altCompanyName: () =>
		field(
			'altCompanyName',
			__( 'Alternate Name', 'formation-orders' ),
			FIELD_RULES.alternateCompanyName
		),
	homeState: () =>
		field(
			'homeState.key',
			__( 'Home State', 'formation-orders' ),
			FIELD_RULES.required
		),
	naicsCode: ( required: boolean ) =>
		field(
			'naicsCode',
			__( 'NAICS Code', 'formation-orders' ),
			FIELD_RULES.naicsCode( required )
		),
	formationDate: ( today?: Date ) =>
		field(
			'formationDate',
			__( 'Formation Date', 'formation-orders' ),
			FIELD_RULES.formationDate( today )
		),
	formationDateNotKnown: () =>
		field(
			'formationDateNotKnown',
			__( "I don't know my Formation Date", 'formation-orders' ),
			''
		),
	notifyAttorney: () =>
		field(
			'notifyAttorney',
			__( 'Notify my attorney', 'formation-orders' ),
			''
		),
	attorneyFirstName: () =>
		field(
			'attorneyFirstName',
			__( 'Attorney First Name', 'formation-orders' ),
			FIELD_RULES.attorneyName
		),
	attorneyLastName: () =>
		field(
			'attorneyLastName',
			__( 'Attorney Last Name', 'formation-orders' ),
			FIELD_RULES.attorneyName
		),
	attorneyEmail: () =>
		field(
			'attorneyEmail',
			__( 'Attorney Email', 'formation-orders' ),
			FIELD_RULES.email
		),
	nameReservation: () =>
		field(
			'nameReservation.key',
			__(
				'Have you already reserved this name with the state?',
				'formation-orders'
			),
			''
		),
	nameReservationNumber: () =>
		field(
			'nameReservationNumber',
			__( 'Name Reservation Number', 'formation-orders' ),
			FIELD_RULES.nameReservationNumber
		),
	ubiNumberToggle: () =>
		field(
			'ubiNumberToggle',
			CHOICE_LABELS.listChoice,
			FIELD_RULES.ubiNumberToggle
		),
	ubiNumber: () =>
		field(
			'ubiNumber',
			__( 'UBI Number', 'formation-orders' ),
			FIELD_RULES.ubiNumber
		),
	genericPurpose: () =>
		field(
			'useGenericBusinessPurpose',
			__( 'Use a generic business purpose', 'formation-orders' ),
			''
		),
	businessPurpose: ( starterText: string ) =>
		field(
			'businessPurpose',
			__( 'Business Purpose', 'formation-orders' ),
			FIELD_RULES.businessPurpose( starterText )
		),
	companyNotes: () =>
		field(
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
