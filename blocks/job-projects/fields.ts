import { __, sprintf } from '@wordpress/i18n';

import { NOT_LISTED_PATH } from '../job-position/fields';
import { asksForProjects } from '../job-position/jobs';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { uploadLimitOf } from '../../src/uploads/upload-limit';
import {
	LIST_LIMITS,
	FIELD_RULES,
	UPLOAD_MAX_KILOBYTES,
} from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const PROJECTS_PATH = 'jobInformation.projects';

/** At least the minimum (1); the configured maximum, raised to the minimum when lower. */
export const projectLimits = ( maxProjects: number ) => {
	const min = LIST_LIMITS.projects.min;
	return { min, max: Math.max( min, Math.floor( maxProjects ) ) };
};

/**
 * Whether the chosen position writes code, so that its projects are required. A position the applicant names
 * (not listed) has no skills of ours, whatever position was chosen before it.
 */
export const projectsRequired = ( formData: FormDataStore ): boolean =>
	formData.get( NOT_LISTED_PATH ) !== true &&
	asksForProjects( formData.get( 'jobInformation.positionSkills' ) );

/**
 * One project row's fields: a PDF, a URL and the contribution, all required when the position asks for
 * projects; otherwise each is checked only when given.
 */
export const projectFields = (
	index: number,
	required: boolean,
	limitKilobytes: number
): FieldRule[] => {
	const number = String( index + 1 );
	return [
		{
			path: `${ PROJECTS_PATH }.${ index }.projectUpload`,
			label: sprintf(
				/* translators: %s: project number */
				__( 'Project %s PDF', 'formation-orders' ),
				number
			),
			rules: FIELD_RULES.projectUpload( required, limitKilobytes ),
		},
		{
			path: `${ PROJECTS_PATH }.${ index }.projectURL`,
			label: sprintf(
				/* translators: %s: project number */
				__( 'Project %s URL', 'formation-orders' ),
				number
			),
			rules: FIELD_RULES.link( required ),
		},
		{
			path: `${ PROJECTS_PATH }.${ index }.projectContribution`,
			label: sprintf(
				/* translators: %s: project number */
				__( 'Your contribution to project %s', 'formation-orders' ),
				number
			),
			rules: FIELD_RULES.longText( required ),
		},
	];
};

export const jobProjectsFields = (
	_attributes: unknown,
	formData: FormDataStore
): FieldRule[] => {
	const required = projectsRequired( formData );
	const limit = uploadLimitOf( formData, UPLOAD_MAX_KILOBYTES );
	return formData
		.list( PROJECTS_PATH )
		.flatMap( ( _row, index ) => projectFields( index, required, limit ) );
};
