import { __ } from '@wordpress/i18n';

import { personContactFields } from '../../src/modules/person-contact-fields';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { uploadLimitOf } from '../../src/uploads/upload-limit';
import {
	FIELD_RULES,
	UPLOAD_MAX_KILOBYTES,
} from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { JobApplicantAttributes } from './attributes';

/**
 * Why they apply, and their work: resume and cover letter are required (the marketing API asks for both), PDF
 * within the site's upload limit; the links are URLs, required when the editor says so.
 */
export const applicationFields = (
	attributes: Pick< JobApplicantAttributes, 'linksRequired' >,
	formData: FormDataStore
): FieldRule[] => {
	const limit = uploadLimitOf( formData, UPLOAD_MAX_KILOBYTES );
	return [
		{
			path: 'jobInformation.reasonForApplying',
			label: __( 'Why are you applying?', 'formation-orders' ),
			rules: FIELD_RULES.longText(),
		},
		{
			path: 'jobInformation.resume',
			label: __( 'Resume', 'formation-orders' ),
			rules: FIELD_RULES.resume( limit ),
		},
		{
			path: 'jobInformation.coverLetter',
			label: __( 'Cover Letter', 'formation-orders' ),
			rules: FIELD_RULES.coverLetter( true, limit ),
		},
		{
			path: 'jobInformation.linkedinLink',
			label: __( 'LinkedIn Profile', 'formation-orders' ),
			rules: FIELD_RULES.link( attributes.linksRequired ),
		},
		{
			path: 'jobInformation.githubLink',
			label: __( 'GitHub Profile', 'formation-orders' ),
			rules: FIELD_RULES.link( attributes.linksRequired ),
		},
		{
			path: 'jobInformation.codepenLink',
			label: __( 'Code Sample Link', 'formation-orders' ),
			rules: FIELD_RULES.link( attributes.linksRequired ),
		},
	];
};

/** Who applies (name, email and phone), then the application. */
export const jobApplicantFields = (
	attributes: Pick< JobApplicantAttributes, 'linksRequired' >,
	formData: FormDataStore
): FieldRule[] => [
	...personContactFields(),
	...applicationFields( attributes, formData ),
];
