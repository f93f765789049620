import {
	asksForProjects,
	jobGroupsFromText,
	jobGroupsOf,
	jobGroupsToText,
	searchJobs,
} from '../../../blocks/job-position/jobs';
import { projectLimits } from '../../../blocks/job-projects/fields';
import metadata from '../../../blocks/job-position/block.json';

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
