import { observer } from 'mobx-react-lite';

import { TextAreaField } from '../../src/components/TextAreaField';
import { PersonContactFields } from '../../src/components/PersonFields';
import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { FileField } from '../../src/uploads/FileField';
import { LONG_TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import type { JobApplicantAttributes } from './attributes';
import { applicationFields } from './fields';

/**
 * The applicant, why they apply, their resume and cover letter, and where their work can be seen.
 */
export const JobApplicant = observer( function JobApplicant( {
	attributes,
}: ModuleProps< JobApplicantAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const [ reason, resume, coverLetter, linkedin, github, codeSample ] =
		applicationFields( attributes, formData );
	return (
		<>
			<PersonContactFields />
			<TextAreaField field={ reason } maxLength={ LONG_TEXT_MAX_CHARS } />
			<FileField field={ resume } />
			<FileField field={ coverLetter } />
			<TextField
				field={ linkedin }
				autoComplete="url"
				maxLength={ 500 }
			/>
			<TextField field={ github } autoComplete="url" maxLength={ 500 } />
			<TextField field={ codeSample } maxLength={ 500 } />
		</>
	);
} );
