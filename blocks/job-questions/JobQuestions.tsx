import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { TextAreaField } from '../../src/components/TextAreaField';
import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { LONG_TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import type { JobQuestionsAttributes } from './attributes';
import {
	ADDITIONAL_PATH,
	HEARD_OTHER_PATH,
	HEARD_PATH,
	jobQuestionsFields,
	OTHER,
	questionPath,
	REFERRAL_OPTIONS,
} from './fields';
import type { FormDataPath } from '../../src/form-data/typed-paths';

const referralLabel = ( option: string ): string => {
	switch ( option ) {
		case 'Referral':
			return __( 'Referral', 'formation-orders' );
		case OTHER:
			return __( 'Other', 'formation-orders' );
		default:
			// Names of job boards and search engines are not translated.
			return option;
	}
};

/**
 * The supplemental questions (each answer kept with its question, as both are sent), how the applicant heard
 * about us, anything else they want us to know, and the closing statement.
 */
export const JobQuestions = observer( function JobQuestions( {
	attributes,
}: ModuleProps< JobQuestionsAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const fields = jobQuestionsFields( attributes, formData );
	const answers = fields.slice( 0, attributes.questions.length );
	const byPath = ( path: FormDataPath ) =>
		fields.find( ( field ) => field.path === path );
	const heard = byPath( HEARD_PATH )!;
	const other = byPath( HEARD_OTHER_PATH );
	const additional = byPath( ADDITIONAL_PATH )!;

	useEffect( () => {
		attributes.questions.forEach( ( question, index ) =>
			formData.set( questionPath( index ), question )
		);
	}, [ attributes.questions, formData ] );

	return (
		<>
			{ answers.map( ( answer, index ) => {
				const question = attributes.questions[ index ];
				return (
					<TextAreaField
						key={ answer.path }
						field={ answer }
						label={ question }
						maxLength={ LONG_TEXT_MAX_CHARS }
					/>
				);
			} ) }
			<SelectField
				field={ heard }
				placeholder={ __( 'Choose one', 'formation-orders' ) }
				options={ REFERRAL_OPTIONS.map( ( option ) => ( {
					value: option,
					label: referralLabel( option ),
				} ) ) }
			/>
			{ formData.get( HEARD_PATH ) === OTHER && other && (
				<TextField field={ other } maxLength={ 200 } />
			) }
			<TextAreaField
				field={ additional }
				maxLength={ LONG_TEXT_MAX_CHARS }
			/>
			{ attributes.closingStatement && (
				<p className="fo-job-questions__closing">
					{ attributes.closingStatement }
				</p>
			) }
		</>
	);
} );
