import { observer } from 'mobx-react-lite';

import { PersonContactFields } from '../../src/components/PersonFields';
import { TextField } from '../../src/components/TextField';
import { clientNameField } from './fields';
import { LINE_MAX_CHARS } from '../../src/validation/field-rules';

/**
 * The client profile: the client's name, then the contact person.
 */
export const ClientInformation = observer(
	function ClientInformation(): React.ReactElement {
		const name = clientNameField();
		return (
			<>
				<TextField
					field={ name }
					autoComplete="organization"
					maxLength={ LINE_MAX_CHARS }
				/>
				<PersonContactFields />
			</>
		);
	}
);
