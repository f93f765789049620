import { __ } from '@wordpress/i18n';

import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { JobPositionAttributes } from './attributes';
import { departmentAnswerPath } from './department-answer';
import { departmentOf } from './jobs';

export const POSITION_PATH = 'jobInformation.position';
/** Ticked when the position the applicant wants is not in the list: they name it instead. */
export const NOT_LISTED_PATH = 'jobInformation.positionAlternativeInput';
export const CUSTOM_POSITION_PATH = 'jobInformation.customPosition';

/**
 * The position (chosen from the list, or named when it is not listed) and the home state are required. A
 * position of a department with its own question asks it, to answer if the applicant likes.
 * @param attributes
 * @param formData
 */
export const jobPositionFields = (
	attributes: Pick< JobPositionAttributes, 'jobs' | 'departmentQuestions' >,
	formData: Pick< FormDataStore, 'get' | 'getString' >
): FieldRule[] => {
	const notListed = formData.get( NOT_LISTED_PATH ) === true;
	const department = notListed
		? null
		: departmentOf( attributes.jobs, formData.getString( POSITION_PATH ) );
	const question = department
		? attributes.departmentQuestions[ department.label ]?.trim()
		: '';
	return [
		notListed
			? {
					path: CUSTOM_POSITION_PATH,
					label: __(
						'Position you are applying for',
						'formation-orders'
					),
					rules: FIELD_RULES.line,
				}
			: {
					path: POSITION_PATH,
					label: __( 'Position', 'formation-orders' ),
					rules: FIELD_RULES.required,
				},
		{
			path: 'jobInformation.homeState',
			label: __( 'Home State', 'formation-orders' ),
			rules: FIELD_RULES.required,
		},
		...( department && question
			? [
					{
						path: departmentAnswerPath( department.label ),
						label: question,
						rules: FIELD_RULES.longText( false ),
					},
				]
			: [] ),
	];
};
