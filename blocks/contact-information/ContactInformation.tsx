import { AddressFields } from '../../src/components/AddressFields';
import { TextField } from '../../src/components/TextField';
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
				<TextField
					field={ firstName }
					autoComplete="given-name"
					maxLength={ 100 }
				/>
				<TextField
					field={ lastName }
					autoComplete="family-name"
					maxLength={ 100 }
				/>
			</div>
			<TextField
				field={ phone }
				type="tel"
				autoComplete="tel"
				inputMode="tel"
				maxLength={ 30 }
			/>
			<AddressFields
				prefix="contactInformation.address"
				autoCompleteSection="section-contact"
				backendCheck
				verify={ attributes.verifyAddress }
			/>
		</>
	);
}
