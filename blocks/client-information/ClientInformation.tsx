import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import { clientInformationFields } from './fields';

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
					maxLength={ 200 }
				/>
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
				<TextField
					field={ email }
					type="email"
					autoComplete="email"
					inputMode="email"
					maxLength={ 254 }
				/>
				<TextField
					field={ phone }
					type="tel"
					autoComplete="tel"
					inputMode="tel"
					maxLength={ 30 }
				/>
			</>
		);
	}
);
