import { observer } from 'mobx-react-lite';

import {
	EmailField,
	FirstNameField,
	LastNameField,
	PhoneField,
} from '../../src/components/PersonFields';
import { TextField } from '../../src/components/TextField';
import { clientInformationFields } from './fields';
import { LINE_MAX_CHARS } from '../../src/validation/field-rules';

/**
 * The client profile: the client's name, then the contact person.
 */
export const ClientInformation = observer(
	function ClientInformation(): React.ReactElement {
		const [ name, firstName, lastName, email, phone ] =
			clientInformationFields();
		return (
			<>
				<TextField
					field={ name }
					autoComplete="organization"
					maxLength={ LINE_MAX_CHARS }
				/>
				<FirstNameField field={ firstName } />
				<LastNameField field={ lastName } />
				<EmailField field={ email } />
				<PhoneField field={ phone } />
			</>
		);
	}
);
