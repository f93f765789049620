import { allowedEntityTypes } from '../../src/company/entity-type-choice';
import {
	addressChoiceInForce,
	companyQuestions,
	type CompanyQuestions,
} from '../../src/company/company-questions';
import type { FormDataStore } from '../../src/store/FormDataStore';
import type { CompanyInformationAttributes } from './attributes';

/** The form's answers the company questions depend on, read from the store. */
export function questionsOf(
	attributes: CompanyInformationAttributes,
	formData: FormDataStore
): CompanyQuestions & { entityTypes: string[] } {
	const company = formData.company;
	const state = formData.selectedState?.key ?? null;
	return {
		...companyQuestions( {
			settings: attributes,
			state,
			entityType: formData.entityType,
			formationDateNotKnown: company.formationDateNotKnown === true,
			notifyAttorney: company.notifyAttorney === true,
			nameReservation: company.nameReservation?.key ?? null,
			ubiNumberToggle:
				typeof company.ubiNumberToggle === 'boolean'
					? company.ubiNumberToggle
					: null,
			// A generic purpose is the default while offered: most companies may do any lawful business.
			useGenericBusinessPurpose:
				company.useGenericBusinessPurpose !== false,
			principalAddressChoice: addressChoiceInForce(
				company.principalAddress?.choice,
				state
			),
			mailingAddressChoice: addressChoiceInForce(
				company.mailingAddress?.choice,
				state
			),
		} ),
		entityTypes: allowedEntityTypes(
			attributes.entityTypes,
			formData.formType,
			state
		),
	};
}
