import { __ } from '@wordpress/i18n';

import { addressFields } from '../../src/modules/address-fields';
import type { FormDataStore } from '../../src/store/FormDataStore';
import {
	CHOICE_LABELS,
	FIELD_RULES,
	TEXT_MAX_CHARS,
} from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { CompanyInformationAttributes } from './attributes';
import { questionsOf } from './questions';

const field = ( path: string, label: string, rules: string ): FieldRule => ( {
	path: `companyInformation.${ path }`,
	label,
	rules,
} );

/** Every field the module may ask, by name; `companyInformationFields` picks those a form shows. */
export const COMPANY_FIELDS = {
	// Only "yes" passes: the form is for a business that exists ("You must have an existing business to continue.").
	businessFormed: (): FieldRule => ( {
		path: 'isBusinessFormed',
		label: __( 'Have you formed your business?', 'formation-orders' ),
		rules: 'isBusinessFormed',
	} ),
	companyName: () =>
		field(
			'companyName',
			__( 'Company Name', 'formation-orders' ),
			`${ FIELD_RULES.companyName }|maxLength:200`
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
	// A fallback the state uses only if it refuses the first name: optional, but a real name when given.
	altCompanyName: () =>
		field(
			'altCompanyName',
			__( 'Alternate Name', 'formation-orders' ),
			'length:2|maxLength:200'
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
			required
				? `${ FIELD_RULES.naicsCode }|maxLength:6`
				: 'length:2|maxLength:6'
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
			`${ FIELD_RULES.attorneyName }|maxLength:100`
		),
	attorneyLastName: () =>
		field(
			'attorneyLastName',
			__( 'Attorney Last Name', 'formation-orders' ),
			`${ FIELD_RULES.attorneyName }|maxLength:100`
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
			'required|maxLength:50'
		),
	ubiNumberToggle: () =>
		field(
			'ubiNumberToggle',
			CHOICE_LABELS.listChoice,
			// "No" is an answer: only no answer at all fails.
			'requiredAllowFalse'
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
			`${ FIELD_RULES.businessPurpose(
				starterText
			) }|maxLength:${ TEXT_MAX_CHARS }`
		),
	companyNotes: () =>
		field(
			'companyNotes',
			__( 'Company Notes', 'formation-orders' ),
			`maxLength:${ TEXT_MAX_CHARS }`
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
