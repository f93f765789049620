import { AddressFields } from '../../src/components/AddressFields';
import {
	FirstNameField,
	LastNameField,
	PhoneField,
} from '../../src/components/PersonFields';
import type { ModuleProps } from '../../src/modules/module-props';
import type { ContactInformationAttributes } from './attributes';
import { contactInformationFields } from './fields';

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
					<AddressFields
						prefix="contactInformation.address"
						autoCompleteSection="section-contact"
						backendCheck
						verify={ attributes.verifyAddress }
					/>
				</>
			) }
		</>
	);
}
