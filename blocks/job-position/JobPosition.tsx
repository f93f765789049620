import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { safeLink } from '../../src/safe-url';
import { jurisdictionGroups } from '../../src/jurisdictions';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import type { JobPositionAttributes } from './attributes';
import { jobPositionFields, POSITION_PATH } from './fields';
import { JobLinks } from './JobLinks';
import { allJobs, type Job } from './jobs';
import { JobSelect } from './JobSelect';

/**
 * The position applied for and the applicant's home state. Choosing a position keeps what the rest of the
 * application needs of it: its label, the link to its description (sent as the job listing link) and its skills
 * (a position that writes code asks for projects).
 */
export const JobPosition = observer( function JobPosition( {
	attributes,
}: ModuleProps< JobPositionAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const [ position, homeState ] = jobPositionFields();
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
			<JobSelect
				field={ position }
				groups={ groups }
				onChoose={ choose }
			/>
			<SelectField
				field={ homeState }
				placeholder={ __( 'Choose a state', 'formation-orders' ) }
				groups={ jurisdictionGroups().slice( 0, 3 ) }
				autoComplete="address-level1"
			/>
		</>
	);
} );
