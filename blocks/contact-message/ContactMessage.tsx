import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { FieldShell } from '../../src/components/FieldShell';
import { PersonContactFields } from '../../src/components/PersonFields';
import { TextField } from '../../src/components/TextField';
import { useStore } from '../../src/store/store-context';
import { CONTACT_MESSAGE_FIELDS } from './fields';
import { LINE_MAX_CHARS } from '../../src/validation/field-rules';

export const ContactMessage = observer(
	function ContactMessage(): React.ReactElement {
		const { formData, validation } = useStore();
		const ids = useFormIds();
		const subject = CONTACT_MESSAGE_FIELDS.subject();
		const message = CONTACT_MESSAGE_FIELDS.message();
		const error = validation.errorOf( message.path );
		return (
			<>
				<PersonContactFields phone={ false } />
				<TextField field={ subject } maxLength={ LINE_MAX_CHARS } />
				<FieldShell
					path={ message.path }
					label={ message.label }
					error={ error }
				>
					<textarea
						className="fo-field__input fo-field__textarea"
						id={ ids.field( message.path ) }
						name={ message.path }
						rows={ 6 }
						value={ formData.getString( message.path ) }
						aria-invalid={ error ? true : undefined }
						aria-describedby={
							error ? ids.error( message.path ) : undefined
						}
						aria-required
						onChange={ ( event ) => {
							formData.set( message.path, event.target.value );
							validation.fieldInput( message );
						} }
						onBlur={ () => validation.fieldBlur( message ) }
					/>
				</FieldShell>
			</>
		);
	}
);
