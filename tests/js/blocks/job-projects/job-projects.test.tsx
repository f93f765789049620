import { act } from 'react';

import { jobProjectsAttributes } from '../../../../blocks/job-projects/attributes';
import { JobProjects } from '../../../../blocks/job-projects/JobProjects';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

/** Elements a screen reader lists as landmarks (a section is one only when it has a name). */
const LANDMARKS = [
	'main',
	'nav',
	'aside',
	'header',
	'footer',
	'form[aria-label]',
	'form[aria-labelledby]',
	'section[aria-label]',
	'section[aria-labelledby]',
	'[role="region"]',
	'[role="navigation"]',
	'[role="complementary"]',
	'[role="main"]',
	'[role="form"]',
	'[role="banner"]',
	'[role="contentinfo"]',
	'[role="search"]',
].join( ', ' );

/** The module inside a step drawn as StepView draws it: a region named by the step's "Projects" heading. */
function renderInProjectsStep() {
	const store = new RootStore(
		testConfig( { formType: 'job-application' } ),
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	act( () => {
		page.root.render(
			<StoreContext.Provider value={ store }>
				<section className="fo-step" aria-labelledby="fo-step-2-title">
					<h2 id="fo-step-2-title">Projects</h2>
					<JobProjects attributes={ jobProjectsAttributes( {} ) } />
				</section>
			</StoreContext.Provider>
		);
	} );
	return page.container.querySelector( '.fo-step' ) as HTMLElement;
}

describe( 'Job Projects on the page', () => {
	it( 'adds no landmark of its own inside the step, so the step stays the only "Projects" region', () => {
		const step = renderInProjectsStep();
		expect( step.querySelectorAll( LANDMARKS ) ).toHaveLength( 0 );
	} );

	it( 'keeps its "Projects" heading and names its rows with it', () => {
		const step = renderInProjectsStep();
		const heading = step.querySelector( 'h3' );
		expect( heading?.textContent ).toBe( 'Projects' );
		const named = step.querySelector(
			`[aria-labelledby="${ heading?.id }"]`
		);
		expect( named?.getAttribute( 'role' ) ).toBe( 'group' );
		expect( named?.querySelector( 'fieldset legend' )?.textContent ).toBe(
			'Project 1'
		);
	} );
} );
