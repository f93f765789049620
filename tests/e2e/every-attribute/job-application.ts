/**
 * The job application: the positions and the one preselected, the applicant's links, the number of projects,
 * the questions and closing statement, the note's label, and the help and visibility of each module.
 */
import { expect, type Page } from '@playwright/test';

import {
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
	type ModuleVisibility,
} from './page-kit';
import { field, openPanel, setChecked } from './sidebar';

const visibility: ModuleVisibility = {
	trigger: {
		block: 'job-applicant',
		key: 'contactInformation.firstName',
		label: 'First Name',
		value: 'Grace',
	},
	others: [
		{ block: 'job-position' },
		{ block: 'job-projects' },
		{ block: 'job-questions' },
		{ block: 'leave-a-note' },
		{ block: 'captcha' },
	],
};

async function edit( page: Page ): Promise< void > {
	let sidebar = await openPanel(
		page,
		{ block: 'job-position', parent: 'Order Form' },
		'Form'
	);
	await setChecked( sidebar, 'One step at a time', false );

	sidebar = await openPanel(
		page,
		{ block: 'job-position' },
		'Open positions'
	);
	await field( sidebar, 'Positions' ).fill(
		'Sales | Account Executive | /careers/account-executive/ |\nSales | Sales Engineer | /careers/sales-engineer/ |'
	);
	await field( sidebar, 'Preselected position' ).fill( 'sales-engineer' );
	await field( sidebar, 'Question for Sales' ).fill(
		'What is the largest deal you have closed?'
	);

	sidebar = await openPanel( page, { block: 'job-applicant' }, 'Applicant' );
	await setChecked( sidebar, 'Links required', true );

	sidebar = await openPanel( page, { block: 'job-projects' }, 'Projects' );
	await field( sidebar, 'Most projects' ).fill( '1' );

	sidebar = await openPanel( page, { block: 'job-questions' }, 'Questions' );
	await field( sidebar, 'Supplemental questions' ).fill(
		'Which state would you incorporate in?'
	);
	await field( sidebar, 'Closing statement' ).fill(
		'We answer every letter.'
	);

	sidebar = await openPanel(
		page,
		{ block: 'leave-a-note' },
		'Leave a note'
	);
	await field( sidebar, 'Label' ).fill( 'Anything else for us?' );

	await editVisibility( page, visibility );
}

async function see( page: Page ): Promise< void > {
	const form = page.locator( '.fo-form' );
	await seeVisibility( page, visibility, async () => {
		// Required links: no "(optional)".
		await expect(
			form.getByLabel( 'LinkedIn Profile', { exact: true } )
		).toBeVisible();
	} );
	const positions = form.locator( '.fo-module--job-position' );
	await expect(
		positions.getByRole( 'radio', { name: 'Account Executive' } )
	).toBeVisible();
	await expect(
		positions.locator( 'a[href="/careers/account-executive/"]' )
	).toHaveCount( 1 );
	await expect( positions.getByText( /Frontend Developer/ ) ).toHaveCount(
		0
	);
	await expect(
		positions.getByRole( 'radio', { name: /Sales Engineer/ } )
	).toBeChecked();
	// The preselected position's department asks its question.
	await expect(
		positions.getByLabel( /^What is the largest deal you have closed\?/ )
	).toBeVisible();

	const projects = form.locator( '.fo-module--job-projects' );
	await expect( projects.getByText( 'Project 1' ).first() ).toBeVisible();
	await expect(
		projects.getByRole( 'button', { name: 'Add a project' } )
	).toHaveCount( 0 );

	await expect(
		form.getByLabel( 'Which state would you incorporate in?' )
	).toBeVisible();
	await expect( form.getByText( 'We answer every letter.' ) ).toBeVisible();
	await expect( form.getByText( 'Anything else for us?' ) ).toBeVisible();
}

export const jobApplicationPage: AttributePage = {
	pattern: 'job-application',
	covers: {
		...visibilityCovers( visibility ),
		'job-position': [
			'helpText',
			'condition',
			'jobs',
			'preselectedJob',
			'departmentQuestions',
		],
		'job-applicant': [ 'helpText', 'condition', 'linksRequired' ],
		'job-projects': [ 'helpText', 'condition', 'maxProjects' ],
		'job-questions': [
			'helpText',
			'condition',
			'questions',
			'closingStatement',
		],
		'leave-a-note': [ 'helpText', 'condition', 'label' ],
	},
	edit,
	see,
};
