import { AddressFields } from '../../src/components/AddressFields';
import { CheckboxField } from '../../src/components/CheckboxField';
import {
	FirstNameField,
	LastNameField,
	PhoneField,
} from '../../src/components/PersonFields';
import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import type { ContactInformationAttributes } from './attributes';
import { CONTACT_EXTRA_FIELDS, contactInformationFields } from './fields';

/**
 * The contact: the name, then (unless the block asks for the name alone) the phone, a secondary phone and a fax
 * where asked, the address, and the insurance and checking opt-ins where offered.
 */
export function ContactInformation( {
	attributes,
}: ModuleProps< ContactInformationAttributes > ): React.ReactElement {
	const [ firstName, lastName, phone ] = contactInformationFields();
	return (
		<>
			<div className="fo-row">
				<FirstNameField field={ firstName } />
				<LastNameField field={ lastName } />
			</div>
			{ attributes.details !== 'name' && (
				<>
					<PhoneField field={ phone } />
					{ attributes.askSecondaryPhone && (
						<PhoneField
							field={ CONTACT_EXTRA_FIELDS.secondaryPhone() }
						/>
					) }
					{ attributes.askFax && (
						<TextField
							field={ CONTACT_EXTRA_FIELDS.fax() }
							type="tel"
							autoComplete="fax tel"
							inputMode="tel"
							maxLength={ 30 }
						/>
					) }
					<AddressFields
						prefix="contactInformation.address"
						autoCompleteSection="section-contact"
						backendCheck
						verify={ attributes.verifyAddress }
					/>
					{ attributes.offerInsuranceOptIn && (
						<CheckboxField
							field={ CONTACT_EXTRA_FIELDS.insuranceOptIn() }
						/>
					) }
					{ attributes.offerCheckingOptIn && (
						<CheckboxField
							field={ CONTACT_EXTRA_FIELDS.checkingOptIn() }
						/>
					) }
				</>
			) }
		</>
	);
}
