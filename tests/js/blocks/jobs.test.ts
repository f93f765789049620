import { jobPositionAttributes } from '../../../blocks/job-position/attributes';
import {
	CUSTOM_POSITION_PATH,
	jobPositionFields,
	NOT_LISTED_PATH,
	POSITION_PATH,
} from '../../../blocks/job-position/fields';
import { departmentAnswerPath } from '../../../blocks/job-position/department-answer';
import {
	asksForProjects,
	jobGroupsFromText,
	jobGroupsOf,
	jobGroupsToText,
	searchJobs,
} from '../../../blocks/job-position/jobs';
import { projectLimits } from '../../../blocks/job-projects/fields';
import metadata from '../../../blocks/job-position/block.json';
import { FormDataStore } from '../../../src/store/FormDataStore';

const groups = jobGroupsOf( metadata.attributes.jobs.default );

describe( 'job data', () => {
	it( 'reads the default departments and positions', () => {
		expect( groups.map( ( group ) => group.label ) ).toEqual( [
			'Client Services',
			'Interactive Division',
		] );
		expect( groups[ 1 ].children[ 0 ] ).toEqual( {
			id: 'frontend-developer',
			label: 'Frontend Developer',
			link: '/careers/frontend-developer/',
			skills: [ 'frontend' ],
		} );
	} );

	it.each( [
		[ 'front', [ 'Frontend Developer' ] ],
		[ 'DEVELOPER', [ 'Frontend Developer', 'Backend Developer' ] ],
		[
			'client services',
			[ 'Customer Success Specialist', 'Registered Agent Associate' ],
		],
		[ 'astronaut', [] ],
		[
			'',
			[
				'Customer Success Specialist',
				'Registered Agent Associate',
				'Frontend Developer',
				'Backend Developer',
			],
		],
	] )( 'searching %p finds %p', ( query, labels ) => {
		expect(
			searchJobs( groups, query ).flatMap( ( group ) =>
				group.children.map( ( job ) => job.label )
			)
		).toEqual( labels );
	} );

	it.each( [
		[ [ 'frontend' ], true ],
		[ [ 'backend', 'sql' ], true ],
		[ [ 'support' ], false ],
		[ [], false ],
		[ undefined, false ],
	] )( 'skills %p ask for projects: %p', ( skills, asks ) => {
		expect( asksForProjects( skills ) ).toBe( asks );
	} );

	it( 'the editor’s lines and the job data turn into each other', () => {
		const text = jobGroupsToText( groups );
		expect( jobGroupsFromText( text ) ).toEqual( groups );
		expect(
			jobGroupsFromText( 'Legal\nSales | Account Executive | /ae/ | ' )
		).toEqual( [
			{ label: 'Legal', children: [] },
			{
				label: 'Sales',
				children: [
					{
						id: 'account-executive',
						label: 'Account Executive',
						link: '/ae/',
						skills: [],
					},
				],
			},
		] );
	} );

	it( 'drops malformed entries', () => {
		expect(
			jobGroupsOf( [
				{ label: 'A', children: [ { label: 'no id' }, null ] },
				'not a group',
			] )
		).toEqual( [ { label: 'A', children: [] } ] );
	} );
} );

describe( 'project limits', () => {
	it.each( [
		[ 3, 1, 3 ],
		[ 0, 1, 1 ],
		[ 2.7, 1, 2 ],
	] )(
		'a configured maximum of %p gives min %p, max %p (raised to the minimum)',
		( configured, min, max ) => {
			expect( projectLimits( configured ) ).toEqual( { min, max } );
		}
	);
} );

describe( 'the position a job application is for', () => {
	const attributes = jobPositionAttributes( {} );
	const formWith = ( values: Record< string, unknown > ) => {
		const formData = new FormDataStore( 'job-application', '1' );
		for ( const [ path, value ] of Object.entries( values ) ) {
			formData.setConfiguredPath( path, value );
		}
		return formData;
	};
	const paths = ( values: Record< string, unknown > ) =>
		jobPositionFields( attributes, formWith( values ) ).map( ( field ) => [
			field.path,
			field.label,
			field.rules,
		] );

	it( 'each department’s answer has its own place: clientServicesInfo, interactiveDivisionInfo', () => {
		expect( departmentAnswerPath( 'Client Services' ) ).toBe(
			'jobInformation.clientServicesInfo'
		);
		expect( departmentAnswerPath( 'Interactive Division' ) ).toBe(
			'jobInformation.interactiveDivisionInfo'
		);
		expect( departmentAnswerPath( 'R&D / QA' ) ).toBe(
			'jobInformation.rDQaInfo'
		);
	} );

	it( 'a listed position is required, and its department’s question is asked, to answer if the applicant likes', () => {
		expect( paths( {} ) ).toEqual( [
			[ POSITION_PATH, 'Position', 'required' ],
			[ 'jobInformation.homeState', 'Home State', 'required' ],
		] );
		expect(
			paths( { [ POSITION_PATH ]: 'customer-success-specialist' } )[ 2 ]
		).toEqual( [
			'jobInformation.clientServicesInfo',
			'Tell us about a time you helped a customer through a difficult problem.',
			'maxLength:2000',
		] );
		expect(
			paths( { [ POSITION_PATH ]: 'backend-developer' } )[ 2 ][ 0 ]
		).toBe( 'jobInformation.interactiveDivisionInfo' );
	} );

	it( 'a position that is not listed is named instead, up to 200 characters, and no department question is asked', () => {
		expect(
			paths( {
				[ NOT_LISTED_PATH ]: true,
				[ POSITION_PATH ]: 'backend-developer',
			} )
		).toEqual( [
			[
				CUSTOM_POSITION_PATH,
				'Position you are applying for',
				'required|maxLength:200',
			],
			[ 'jobInformation.homeState', 'Home State', 'required' ],
		] );
	} );

	it( 'a department whose question the editor emptied asks nothing', () => {
		const quiet = jobPositionAttributes( {
			departmentQuestions: { 'Client Services': ' ' },
		} );
		expect(
			jobPositionFields(
				quiet,
				formWith( { [ POSITION_PATH ]: 'customer-success-specialist' } )
			)
		).toHaveLength( 2 );
	} );
} );
