import { act, useLayoutEffect } from 'react';

import { FormationDetails } from '../../../../blocks/formation-details/FormationDetails';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

async function renderFor( entityType: string ) {
	const config = testConfig( { formType: 'business-formation' } );
	config.form.steps[ 0 ].modules = [
		{ name: 'formation-details', attributes: {} },
	];
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	store.formData.chooseEntityType( entityType );
	await act( settle );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<FormationDetails />
			</StoreContext.Provider>
		)
	);
	// A nonprofit's details fetch the dialog their prompt opens in.
	await act( settle );
	return store;
}

const labels = () =>
	[ ...page.container.querySelectorAll( 'label' ) ].map( ( l ) =>
		l.textContent?.replace( ' (optional)', '' )
	);
const inputLabelled = ( text: string ) => {
	const label = [ ...page.container.querySelectorAll( 'label' ) ].find(
		( l ) => l.textContent === text
	);
	return document.getElementById(
		label?.getAttribute( 'for' ) ?? ''
	) as HTMLInputElement;
};
const button = ( text: string ) =>
	[ ...page.container.querySelectorAll( 'button' ) ].find(
		( b ) => b.textContent === text
	) as HTMLButtonElement | undefined;
const click = ( element: HTMLElement | undefined ) =>
	act( () => element?.click() );
function type( input: HTMLInputElement, text: string ): void {
	act( () => {
		Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)?.set?.call( input, text );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

describe( 'LLC', () => {
	it( 'starts with one blank member that cannot be removed', async () => {
		const store = await renderFor( 'LLC' );
		expect( store.formData.get( 'formationDetails.members' ) ).toEqual( [
			{ firstName: '', lastName: '' },
		] );
		expect( labels() ).toEqual(
			expect.arrayContaining( [
				'Member 1 First Name',
				'Member 1 Last Name',
			] )
		);
		expect( button( 'Remove Member 1' ) ).toBeUndefined();
	} );

	it( 'draws the blank member in its first render, before any effect ran: the printed first view has it', async () => {
		const store = await renderFor( 'LLC' );
		page.remount();
		store.formData.set( 'formationDetails.members', [] );
		let firstCommit = '';
		// After the form in the tree, its layout effect sees the first commit before any passive effect runs.
		function AfterFirstCommit() {
			useLayoutEffect( () => {
				firstCommit = page.container.innerHTML;
			}, [] );
			return null;
		}
		act( () =>
			page.root.render(
				<StoreContext.Provider value={ store }>
					<FormationDetails />
					<AfterFirstCommit />
				</StoreContext.Provider>
			)
		);
		expect( firstCommit ).toContain( 'Member 1 First Name' );
		expect( firstCommit ).toContain( 'Member 1 Last Name' );
	} );

	it( 'manager managed adds one manager; member managed clears them', async () => {
		const store = await renderFor( 'LLC' );
		click( inputLabelled( 'Manager Managed' ) );
		expect( store.formData.get( 'formationDetails.managementType' ) ).toBe(
			'Manager Managed'
		);
		expect( store.formData.get( 'formationDetails.managers' ) ).toEqual( [
			{ firstName: '', lastName: '' },
		] );
		expect( labels() ).toContain( 'Manager 1 First Name' );
		type( inputLabelled( 'Manager 1 First Name' ), 'Byron' );
		click( inputLabelled( 'Member Managed' ) );
		expect( store.formData.get( 'formationDetails.managers' ) ).toEqual(
			[]
		);
		expect( labels() ).not.toContain( 'Manager 1 First Name' );
		// Back to manager managed: one blank manager again, not the one typed before.
		click( inputLabelled( 'Manager Managed' ) );
		expect( store.formData.get( 'formationDetails.managers' ) ).toEqual( [
			{ firstName: '', lastName: '' },
		] );
	} );

	it( 'adds blank rows with the focus in them, removes with re-indexing and the focus on the row in its place', async () => {
		const store = await renderFor( 'LLC' );
		click( button( 'Add Member' ) );
		expect( page.container.ownerDocument.activeElement ).toBe(
			inputLabelled( 'Member 2 First Name' )
		);
		click( button( 'Add Member' ) );
		expect( page.container.ownerDocument.activeElement ).toBe(
			inputLabelled( 'Member 3 First Name' )
		);
		type( inputLabelled( 'Member 1 First Name' ), 'Ada' );
		type( inputLabelled( 'Member 2 First Name' ), 'Charles' );
		type( inputLabelled( 'Member 3 First Name' ), 'Mary' );

		click( button( 'Remove Member 2' ) );
		expect(
			store.formData
				.list( 'formationDetails.members' )
				.map( ( member ) => member.firstName )
		).toEqual( [ 'Ada', 'Mary' ] );
		expect( inputLabelled( 'Member 2 First Name' ).value ).toBe( 'Mary' );
		expect( page.container.ownerDocument.activeElement ).toBe(
			inputLabelled( 'Member 2 First Name' )
		);
		expect( labels() ).not.toContain( 'Member 3 First Name' );

		// The last row removed: the focus goes to the row before it.
		click( button( 'Remove Member 2' ) );
		expect( page.container.ownerDocument.activeElement ).toBe(
			inputLabelled( 'Member 1 First Name' )
		);
		expect( button( 'Remove Member 1' ) ).toBeUndefined();
	} );

	it( "an error moves with its row and names the row's new number", async () => {
		const store = await renderFor( 'LLC' );
		click( button( 'Add Member' ) );
		click( button( 'Add Member' ) );
		const [ fields ] = [
			store.steps.fieldsOfStep( store.steps.steps[ 0 ] ),
		];
		act( () => {
			store.validation.validateFields( fields );
		} );
		expect(
			store.validation.errorOf( 'formationDetails.members.2.firstName' )
		).toBe( 'Member 3 First Name is required' );
		click( button( 'Remove Member 2' ) );
		expect(
			store.validation.errorOf( 'formationDetails.members.1.firstName' )
		).toBe( 'Member 2 First Name is required' );
		expect(
			store.validation.errorOf( 'formationDetails.members.2.firstName' )
		).toBeUndefined();
	} );
} );

describe( 'Corporation', () => {
	it( 'all officers are directors by default; "No" adds one director', async () => {
		const store = await renderFor( 'Corp' );
		expect(
			store.formData.get( 'formationDetails.allOfficersAreDirectors' )
		).toBe( true );
		expect( labels() ).not.toContain( 'Director 1 First Name' );
		const no = [
			...page.container.querySelectorAll< HTMLInputElement >(
				'fieldset'
			),
		]
			.find(
				( set ) =>
					set.querySelector( 'legend' )?.textContent ===
					'Are all officers also directors?'
			)
			?.querySelectorAll< HTMLInputElement >( 'input' )[ 1 ];
		click( no );
		expect(
			store.formData.get( 'formationDetails.allOfficersAreDirectors' )
		).toBe( false );
		expect( store.formData.get( 'formationDetails.directors' ) ).toEqual( [
			{ firstName: '', lastName: '' },
		] );
		expect( labels() ).toContain( 'Director 1 First Name' );
		expect( button( 'Remove Director 1' ) ).toBeUndefined();
	} );

	it( 'asks the three officers with their addresses and the share fields', async () => {
		await renderFor( 'Corp' );
		expect( labels() ).toEqual(
			expect.arrayContaining( [
				'President First Name',
				'Secretary Street Address',
				'Treasurer ZIP Code',
				'Authorized Shares',
				'Par Value',
				'Issued Shares',
				'Common Shares',
				'Total Liabilities',
				'Total Assets',
			] )
		);
	} );
} );

describe( 'Nonprofit', () => {
	it( 'starts with three blank directors, none removable', async () => {
		const store = await renderFor( 'NP Corp' );
		expect(
			store.formData.list( 'formationDetails.directors' )
		).toHaveLength( 3 );
		expect( button( 'Remove Director 3' ) ).toBeUndefined();
		click( button( 'Add Director' ) );
		expect( button( 'Remove Director 4' ) ).toBeDefined();
		expect( button( 'Remove Director 1' ) ).toBeDefined();
	} );

	it( 'a type the state refuses is asked about; Cancel keeps everything as it was', async () => {
		const store = await renderFor( 'NP Corp' );
		act( () =>
			store.formData.chooseState( { key: 'NY', value: 'New York' } )
		);
		const select = page.container.querySelector(
			'select'
		) as HTMLSelectElement;
		act( () => {
			select.value = 'Public Benefit';
			select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		} );
		const dialog = page.container.querySelector( '[role="dialog"]' );
		expect( dialog?.textContent ).toContain(
			'Public Benefit is not supported in the following jurisdictions: New York. Would you like to keep Public Benefit and deselect the unsupported jurisdictions?'
		);
		click( button( 'Cancel' ) );
		expect( page.container.querySelector( '[role="dialog"]' ) ).toBeNull();
		expect(
			store.formData.getString( 'formationDetails.nonprofitType' )
		).toBe( '' );
		expect( store.formData.selectedState?.key ).toBe( 'NY' );
	} );

	it( 'a state that refuses the chosen type is asked about', async () => {
		const store = await renderFor( 'NP Corp' );
		act( () =>
			store.formData.set(
				'formationDetails.nonprofitType',
				'Public Benefit'
			)
		);
		act( () =>
			store.formData.chooseState( { key: 'NY', value: 'New York' } )
		);
		expect(
			page.container.querySelector( '[role="dialog"]' )?.textContent
		).toContain(
			'The jurisdiction you selected is not available with Public Benefit, would you like to remove the jurisdiction and keep Public Benefit as your nonprofit type?'
		);
		click( button( 'Keep Public Benefit' ) );
		expect( store.formData.selectedState ).toBeNull();
		expect( store.formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Public Benefit'
		);
	} );
} );
