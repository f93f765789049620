import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { SelectField } from '../../src/components/SelectField';
import { TextAreaField } from '../../src/components/TextAreaField';
import { TextField } from '../../src/components/TextField';
import {
	LINE_MAX_CHARS,
	LONG_TEXT_MAX_CHARS,
} from '../../src/validation/field-rules';
import { safeLink } from '../../src/safe-url';
import { jurisdictionGroups } from '../../src/jurisdictions';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import type { JobPositionAttributes } from './attributes';
import { jobPositionFields, NOT_LISTED_PATH, POSITION_PATH } from './fields';
import { JobLinks } from './JobLinks';
import { allJobs, departmentOf, type Job } from './jobs';
import { JobSelect } from './JobSelect';

/**
 * The position applied for and the applicant's home state. Choosing a position keeps what the rest of the
 * application needs of it: its label, the link to its description (sent as the job listing link) and its skills
 * (a position that writes code asks for projects). A position that is not listed is named instead; a position
 * of a department with its own question asks it.
 */
export const JobPosition = observer( function JobPosition( {
	attributes,
}: ModuleProps< JobPositionAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const [ position, homeState, departmentAnswer ] = jobPositionFields(
		attributes,
		formData
	);
	const notListed = formData.get( NOT_LISTED_PATH ) === true;
	const groups = attributes.jobs;

	const choose = ( job: Job ) => {
		formData.set( POSITION_PATH, job.id );
		formData.set( 'jobInformation.positionLabel', job.label );
		formData.set(
			'jobInformation.jobListingLink',
			safeLink( job.link )
				? new URL( safeLink( job.link ), window.location.href ).href
				: ''
		);
		formData.set( 'jobInformation.positionSkills', job.skills );
		// The department and its question travel with the answer, as the page asked it.
		const department = departmentOf( groups, job.id )?.label ?? '';
		formData.set( 'jobInformation.department', department );
		formData.set(
			'jobInformation.departmentQuestion',
			attributes.departmentQuestions[ department ]?.trim() ?? ''
		);
	};

	useEffect( () => {
		const preselected = allJobs( groups ).find(
			( job ) => job.id === attributes.preselectedJob
		);
		if ( preselected && ! formData.getString( POSITION_PATH ) ) {
			choose( preselected );
		}
		// Once, on mount: a preselected job never overrides a later choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return (
		<>
			{ groups.length > 0 && <JobLinks groups={ groups } /> }
			{ notListed ? (
				<TextField field={ position } maxLength={ LINE_MAX_CHARS } />
			) : (
				<JobSelect
					field={ position }
					groups={ groups }
					onChoose={ choose }
				/>
			) }
			<CheckboxField
				field={ {
					path: NOT_LISTED_PATH,
					label: __(
						'The position I want is not listed',
						'formation-orders'
					),
					rules: '',
				} }
			/>
			{ departmentAnswer && (
				<TextAreaField
					field={ departmentAnswer }
					maxLength={ LONG_TEXT_MAX_CHARS }
				/>
			) }
			<SelectField
				field={ homeState }
				placeholder={ __( 'Choose a state', 'formation-orders' ) }
				groups={ jurisdictionGroups().slice( 0, 3 ) }
				autoComplete="address-level1"
			/>
		</>
	);
} );
