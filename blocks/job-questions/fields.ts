import { __ } from '@wordpress/i18n';

import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { JobQuestionsAttributes } from './attributes';

export const HEARD_PATH = 'jobInformation.howApplicantHeardAboutUs';
export const HEARD_OTHER_PATH = 'jobInformation.howApplicantHeardAboutUsOther';
export const OTHER = 'Other';
/** Anything else the applicant wants us to know: optional, at the end of the application. */
export const ADDITIONAL_PATH = 'jobInformation.additionalApplicantInformation';

/** Where applicants hear about us; "Other" asks what. */
export const REFERRAL_OPTIONS = [
	'Built In',
	'Glassdoor',
	'Google',
	'Indeed',
	'LinkedIn',
	'Referral',
	OTHER,
] as const;

export const answerPath = (
	index: number
): `jobInformation.supplementalQuestions.${ number }.answer` =>
	`jobInformation.supplementalQuestions.${ index }.answer`;
/** Each answer is kept with its question: both are sent. */
export const questionPath = (
	index: number
): `jobInformation.supplementalQuestions.${ number }.question` =>
	`jobInformation.supplementalQuestions.${ index }.question`;

/**
 * Every supplemental question needs an answer ("A Response is required"); "how did you hear" is required, and
 * so is what "Other" means once chosen. Anything else the applicant adds is optional.
 */
export const jobQuestionsFields = (
	attributes: Pick< JobQuestionsAttributes, 'questions' >,
	formData: FormDataStore
): FieldRule[] => [
	...attributes.questions.map( ( _question, index ) => ( {
		path: answerPath( index ),
		// The message names "A Response"; the page shows the question as the label.
		label: __( 'A Response', 'formation-orders' ),
		rules: FIELD_RULES.longText(),
	} ) ),
	{
		path: HEARD_PATH,
		label: __( 'How did you hear about us?', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	...( formData.get( HEARD_PATH ) === OTHER
		? [
				{
					path: HEARD_OTHER_PATH,
					label: __(
						'Where did you hear about us?',
						'formation-orders'
					),
					rules: FIELD_RULES.line,
				} satisfies FieldRule,
			]
		: [] ),
	{
		path: ADDITIONAL_PATH,
		label: __(
			'Anything else you would like us to know?',
			'formation-orders'
		),
		rules: FIELD_RULES.longText( false ),
	},
];
