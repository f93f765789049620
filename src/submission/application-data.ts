import { readAt, type FormDataPath } from '../form-data/typed-paths';
import { text } from '../form-data/read-answers';
import { departmentAnswerPath } from '../../blocks/job-position/department-answer';
import type { FormDataStore } from '../store/FormDataStore';
import { attachedFile } from '../uploads/attached-files';
import type { FormRequest } from './form-request';

/**
 * A job application as process_application takes it: applicationData (contact_information, applicant_details,
 * projects, job_listing_link) and the files, each under its own request field (resume, coverLetter, project-{n}
 * with n from 1). Builders read the form data only.
 */

const JOB = 'jobInformation';

/** A list's entries in index order. */
const list = ( value: unknown ): Record< string, unknown >[] => {
	if ( Array.isArray( value ) ) {
		return value;
	}
	// Entries stored by index ("supplementalQuestions.0") arrive as an object.
	return value !== null && typeof value === 'object'
		? Object.entries( value )
				.sort( ( [ a ], [ b ] ) => Number( a ) - Number( b ) )
				.map( ( [ , entry ] ) => entry )
		: [];
};

const field = ( entry: Record< string, unknown >, key: string ): string => {
	const value = entry[ key ];
	return typeof value === 'string' ? value.trim() : '';
};

const hasFile = ( entry: Record< string, unknown >, key: string ): boolean =>
	entry[ key ] !== null && typeof entry[ key ] === 'object';

/** The project rows the applicant filled in at least partly, with where their file is attached. */
const projectsOf = ( values: object ) =>
	list( readAt( values, `${ JOB }.projects` ) )
		.map( ( project, index ) => ( {
			project,
			uploadPath:
				`${ JOB }.projects.${ index }.projectUpload` satisfies FormDataPath,
		} ) )
		.filter(
			( { project } ) =>
				hasFile( project, 'projectUpload' ) ||
				field( project, 'projectURL' ) !== '' ||
				field( project, 'projectContribution' ) !== ''
		);

export const applicationData = (
	values: object,
	/** Whether a file the form describes at this path can be sent (it was attached in this page load). */
	context?: { hasFile?: ( path: FormDataPath ) => boolean }
) => {
	// A file described in the form data but not attached in this page load is not sent, so not named either.
	const sendsFile = (
		project: Record< string, unknown >,
		path: FormDataPath
	) =>
		hasFile( project, 'projectUpload' ) &&
		( context?.hasFile?.( path ) ?? true );
	const heard = text( values, `${ JOB }.howApplicantHeardAboutUs` );
	const notListed =
		readAt( values, `${ JOB }.positionAlternativeInput` ) === true;
	const department = notListed ? '' : text( values, `${ JOB }.department` );
	const departmentAnswer = department
		? text( values, departmentAnswerPath( department ) )
		: '';
	const leaveANote = readAt( values, 'serviceInformation.leaveANote' );
	let upload = 0;
	return {
		contact_information: {
			first_name: text( values, 'contactInformation.firstName' ),
			last_name: text( values, 'contactInformation.lastName' ),
			email: text( values, 'contactInformation.email' ),
			phone: text( values, 'contactInformation.phone' ),
			home_state: text( values, `${ JOB }.homeState` ),
		},
		applicant_details: {
			// A position that is not listed is named by the applicant, and has no id or listing of ours.
			position: notListed ? '' : text( values, `${ JOB }.position` ),
			position_label: notListed
				? ''
				: text( values, `${ JOB }.positionLabel` ),
			custom_position: notListed
				? text( values, `${ JOB }.customPosition` )
				: '',
			reason_for_applying: text( values, `${ JOB }.reasonForApplying` ),
			// The department's own question, sent with its answer when the applicant gave one.
			department_question: departmentAnswer
				? {
						department,
						question: text( values, `${ JOB }.departmentQuestion` ),
						answer: departmentAnswer,
					}
				: null,
			additional_information: text(
				values,
				`${ JOB }.additionalApplicantInformation`
			),
			linkedin_link: text( values, `${ JOB }.linkedinLink` ),
			github_link: text( values, `${ JOB }.githubLink` ),
			codepen_link: text( values, `${ JOB }.codepenLink` ),
			how_applicant_heard_about_us: heard,
			how_applicant_heard_about_us_other:
				heard === 'Other'
					? text( values, `${ JOB }.howApplicantHeardAboutUsOther` )
					: '',
			supplemental_questions: list(
				readAt( values, `${ JOB }.supplementalQuestions` )
			).map( ( entry ) => ( {
				question: field( entry, 'question' ),
				answer: field( entry, 'answer' ),
			} ) ),
			note:
				leaveANote === true
					? text( values, 'serviceInformation.note' )
					: '',
		},
		projects: projectsOf( values ).map( ( { project, uploadPath } ) => ( {
			url: field( project, 'projectURL' ),
			contribution: field( project, 'projectContribution' ),
			// The request field its file goes under, numbered as the files are.
			file: sendsFile( project, uploadPath )
				? `project-${ ++upload }`
				: null,
		} ) ),
		job_listing_link: text( values, `${ JOB }.jobListingLink` ),
	};
};

/**
 * resume, coverLetter and project-{n}: n counts the projects that carry a file, from 1, in the order of
 * applicationData's projects.
 */
export const applicationFiles = (
	values: object,
	fileAt: ( path: FormDataPath ) => Blob | null
): Record< string, Blob > => {
	const files: Record< string, Blob > = {};
	for ( const name of [ 'resume', 'coverLetter' ] as const ) {
		const file = fileAt( `${ JOB }.${ name }` );
		if ( file ) {
			files[ name ] = file;
		}
	}
	let upload = 0;
	for ( const { project, uploadPath } of projectsOf( values ) ) {
		const file = hasFile( project, 'projectUpload' )
			? fileAt( uploadPath )
			: null;
		if ( file ) {
			files[ `project-${ ++upload }` ] = file;
		}
	}
	return files;
};

/**
 * A job application's request: its JSON, and the files attached in this page load (a file the form data
 * describes but this page load does not hold is neither named nor sent).
 * @param formData The form data, with the files attached to it.
 */
export const applicationRequest = ( formData: FormDataStore ): FormRequest => {
	const fileAt = ( path: FormDataPath ) => attachedFile( formData, path );
	const files = applicationFiles( formData.values, fileAt );
	return {
		data: applicationData( formData.values, {
			hasFile: ( path ) => fileAt( path ) !== null,
		} ),
		files,
	};
};
