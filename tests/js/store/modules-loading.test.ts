/// <reference types="@wordpress/jest-console" />
/**
 * On the page each module's code arrives as a chunk of its own, after the form has mounted. Until a step's
 * modules are here the form is busy (the spinner covers it) and Continue and Submit do not validate it:
 * validating without the modules' fields would let an empty step through. On a page, a step-by-step form asks only
 * for the modules on screen until the visitor's first interaction asks for the rest.
 */
import type { StepConfig } from '../../../src/config';
import { isRequired } from '../../../src/validation/validate';
import type { AnyModuleDefinition } from '../../../src/modules/module-definition';
import { loadModule } from '../support/load-module-at-once';
import { RootStore } from '../../../src/store/RootStore';
import { fakeTransport, settle, testConfig } from './fake-transport';

/** A chunk loader the test releases by hand, module by module. */
function chunks() {
	const pending = new Map< string, ( code: AnyModuleDefinition ) => void >();
	const failures = new Map< string, ( error: Error ) => void >();
	return {
		load: jest.fn(
			( name: string ) =>
				new Promise< AnyModuleDefinition >( ( resolve, reject ) => {
					pending.set( name, resolve );
					failures.set( name, reject );
				} )
		),
		arrive: async ( ...names: string[] ) => {
			names.forEach( ( name ) =>
				pending.get( name )?.( loadModule( name ) )
			);
			await settle();
		},
		fail: async ( name: string ) => {
			failures.get( name )?.( new Error( 'chunk failed' ) );
			await settle();
		},
	};
}

function storeWith( loader: ReturnType< typeof chunks > ) {
	return new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
		loadModule: loader.load,
	} );
}

it( 'asks for every module of the form at once, each once', () => {
	const loader = chunks();
	storeWith( loader );
	expect( loader.load.mock.calls.map( ( [ name ] ) => name ).sort() ).toEqual(
		[
			'account-setup',
			'company-information',
			'contact-information',
			'order-summary',
			'payment',
			'state-picker',
		]
	);
} );

it( 'is busy until the modules of the step on screen are here, not the later steps', async () => {
	const loader = chunks();
	const store = storeWith( loader );
	await settle();
	expect( store.busy ).toBe( true );

	await loader.arrive( 'state-picker' );
	expect( store.busy ).toBe( true );

	await loader.arrive( 'company-information' );
	expect( store.busy ).toBe( false );
	expect( store.modules.isLoaded( 'payment' ) ).toBe( false );
} );

it( 'does not validate a step whose modules are loading: Continue stays and records no failed attempt', async () => {
	const loader = chunks();
	const store = storeWith( loader );
	await loader.arrive( 'state-picker' );

	expect( store.steps.continueToNext() ).toBe( false );
	expect( store.steps.currentIndex ).toBe( 0 );
	expect( store.validation.failedAttempt ).toBe( 0 );

	await loader.arrive( 'company-information' );
	expect( store.steps.continueToNext() ).toBe( false );
	expect( store.validation.failedAttempt ).toBe( 1 );
	expect(
		store.validation.errorOf( 'companyInformation.state.key' )
	).toBeTruthy();
} );

it( 'does not validate the whole form on Submit while a module is loading', async () => {
	const loader = chunks();
	const store = storeWith( loader );
	await loader.arrive( 'state-picker', 'company-information' );

	expect( store.steps.validateAll() ).toBe( false );
	expect( store.validation.failedAttempt ).toBe( 0 );
} );

it( 'a module whose code fails to load shows nothing and does not hold the form busy forever', async () => {
	const loader = chunks();
	const store = storeWith( loader );
	await loader.arrive( 'state-picker' );
	await loader.fail( 'company-information' );

	expect( store.busy ).toBe( false );
	const [ step ] = store.steps.steps;
	expect( store.modules.loaded( step.modules[ 1 ] ) ).toBeUndefined();
	expect( console ).toHaveErroredWith(
		'Module "company-information" could not be loaded.',
		new Error( 'chunk failed' )
	);
} );

describe( 'on a page: the modules on screen first, the rest at the first interaction', () => {
	/** Two steps: the company's, then the account's and the payment's. */
	const STEPS: StepConfig[] = [
		{
			key: 'company',
			label: 'Company',
			modules: [ { name: 'company-information', attributes: {} } ],
		},
		{
			key: 'account',
			label: 'Account',
			modules: [
				{ name: 'account-setup', attributes: {} },
				{ name: 'payment', attributes: {} },
			],
		},
	];

	/** A page's store (only the modules on screen first) of these steps, with any other options. */
	function pageStoreWith(
		loader: ReturnType< typeof chunks >,
		{
			steps = STEPS,
			stepMode = true,
			onArrival,
			...options
		}: {
			steps?: StepConfig[];
			stepMode?: boolean;
			/** The modules whose code PHP printed with the page. */
			onArrival?: string[];
		} & Partial< ConstructorParameters< typeof RootStore >[ 1 ] > = {}
	) {
		const config = testConfig( { steps, stepMode } );
		return new RootStore(
			{ ...config, modulesOnArrival: onArrival },
			{
				transport: fakeTransport(),
				navigate: jest.fn(),
				loadModule: loader.load,
				modulesOnScreenFirst: true,
				...options,
			}
		);
	}

	const asked = ( loader: ReturnType< typeof chunks > ) =>
		loader.load.mock.calls.map( ( [ name ] ) => name ).sort();

	it( 'step by step, asks only for the first step and the order summary until fetchEveryPlaced(), then for the rest, each once', async () => {
		const loader = chunks();
		const store = pageStoreWith( loader );
		expect( asked( loader ) ).toEqual( [
			'company-information',
			'order-summary',
		] );

		await loader.arrive( 'company-information', 'order-summary' );
		expect( store.firstRenderLoaded ).toBe( true );
		expect( store.busy ).toBe( false );

		store.modules.fetchEveryPlaced();
		store.modules.fetchEveryPlaced();
		expect( asked( loader ) ).toEqual( [
			'account-setup',
			'company-information',
			'order-summary',
			'payment',
		] );
		store.dispose();
	} );

	it( 'a step that comes on screen before any interaction asked for the rest has its modules fetched, and is busy until they are here', async () => {
		const loader = chunks();
		const store = pageStoreWith( loader );
		await loader.arrive( 'company-information', 'order-summary' );
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );

		expect( store.steps.continueToNext() ).toBe( true );
		expect( store.steps.current?.key ).toBe( 'account' );
		expect( asked( loader ) ).toEqual( [
			'account-setup',
			'company-information',
			'order-summary',
			'payment',
		] );
		expect( store.busy ).toBe( true );

		await loader.arrive( 'account-setup', 'payment' );
		expect( store.busy ).toBe( false );
		store.dispose();
	} );

	it( 'back on the last step after a reload, the form is busy until every step is here: its Submit validates them all', async () => {
		const loader = chunks();
		const store = pageStoreWith( loader, {
			steps: [
				...STEPS,
				{
					key: 'contact',
					label: 'Contact',
					modules: [
						{ name: 'contact-information', attributes: {} },
					],
				},
			],
		} );
		await loader.arrive( 'company-information', 'order-summary' );
		store.formData.setCurrentStep( 2 );
		store.steps.resume();
		expect( store.steps.current?.key ).toBe( 'contact' );

		await loader.arrive( 'contact-information' );
		expect( store.firstRenderLoaded ).toBe( false );
		expect( store.busy ).toBe( true );
		await loader.arrive( 'account-setup', 'payment' );
		expect( store.firstRenderLoaded ).toBe( true );
		expect( store.busy ).toBe( false );
		store.dispose();
	} );

	it( "the step indicator shows a later step's printed count until its code is here, then its own", async () => {
		const loader = chunks();
		const store = pageStoreWith( loader, {
			printedStepCounts: [
				{ label: 'Company', valid: 0, total: 3 },
				{ label: 'Account', valid: 0, total: 9 },
			],
		} );
		await loader.arrive( 'company-information', 'order-summary' );
		expect( store.firstRenderLoaded ).toBe( true );
		const account = () => store.steps.statusOf( 1 );
		expect( account().fieldsTotalNum ).toBe( 9 );
		expect( account().fieldsValidNum ).toBe( 0 );
		expect( account().classes ).not.toContain( 'valid' );
		// The total progress counts the printed fields too.
		const company = store.steps.statusOf( 0 );
		expect( store.steps.totalProgress ).toBeCloseTo(
			company.fieldsValidNum / ( company.fieldsTotalNum + 9 )
		);
		// The first step's own count, not the printed one: its code is here.
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		expect( store.steps.statusOf( 0 ).fieldsValidNum ).toBeGreaterThan( 0 );

		store.modules.fetchEveryPlaced();
		await loader.arrive( 'account-setup', 'payment' );
		const own = store.steps
			.fieldsOfStep( STEPS[ 1 ] )
			.filter( isRequired ).length;
		expect( own ).toBeGreaterThan( 0 );
		expect( account().fieldsTotalNum ).toBe( own );
		store.dispose();
	} );

	it( 'a printed count is not taken for a step of another label (the conditions show other steps now)', async () => {
		const loader = chunks();
		const store = pageStoreWith( loader, {
			printedStepCounts: [
				{ label: 'Company', valid: 0, total: 3 },
				{ label: 'Corporation', valid: 0, total: 4 },
			],
		} );
		await loader.arrive( 'company-information', 'order-summary' );
		expect( store.steps.statusOf( 1 ).fieldsTotalNum ).toBe( 0 );
		store.dispose();
	} );

	it( 'without a printed form, the first render waits for every step: the indicator has every count from the start', async () => {
		const loader = chunks();
		const store = pageStoreWith( loader, { modulesOnScreenFirst: false } );
		await loader.arrive( 'company-information', 'order-summary' );
		expect( store.busy ).toBe( false );
		expect( store.firstRenderLoaded ).toBe( false );
		await loader.arrive( 'account-setup', 'payment' );
		expect( store.firstRenderLoaded ).toBe( true );
		store.dispose();
	} );

	describe( 'of a printed first view, the printed modules stand in until their code comes at the first interaction', () => {
		/** A single page the server printed whole, with the code of its first module and the summary. */
		const printedPage = (
			loader: ReturnType< typeof chunks >,
			options: Partial<
				ConstructorParameters< typeof RootStore >[ 1 ]
			> & { onArrival?: string[] } = {}
		) =>
			pageStoreWith( loader, {
				stepMode: false,
				printedModules: [
					'company-information',
					'account-setup',
					'payment',
				],
				onArrival: [ 'company-information', 'order-summary' ],
				...options,
			} );

		it( 'asks only for the code that came with the page; the form is drawn and not busy without the others, but validates nothing until they are here', async () => {
			const loader = chunks();
			const store = printedPage( loader );
			expect( asked( loader ) ).toEqual( [
				'company-information',
				'order-summary',
			] );
			await loader.arrive( 'order-summary' );
			// The printed modules stand in: the first render waits for none of them, and no spinner covers them.
			expect( store.firstRenderLoaded ).toBe( true );
			expect( store.busy ).toBe( false );
			expect( store.modules.awaited( 'company-information' ) ).toBe(
				true
			);

			await loader.arrive( 'company-information' );
			expect( store.modules.awaited( 'company-information' ) ).toBe(
				false
			);
			expect( store.modules.awaited( 'payment' ) ).toBe( true );
			expect( store.steps.validateAll() ).toBe( false );
			expect( store.validation.failedAttempt ).toBe( 0 );

			store.modules.fetchEveryPlaced();
			expect( asked( loader ) ).toEqual( [
				'account-setup',
				'company-information',
				'order-summary',
				'payment',
			] );
			await loader.arrive( 'account-setup', 'payment' );
			expect( store.modules.awaited( 'payment' ) ).toBe( false );
			store.dispose();
		} );

		it( 'a printed running total stands in for the order summary: its code comes at the first interaction, and the running total waits for it', async () => {
			const loader = chunks();
			const store = printedPage( loader, {
				printedModules: [
					'company-information',
					'account-setup',
					'payment',
					'order-summary',
				],
				onArrival: [ 'company-information' ],
			} );
			expect( store.keepsTotalInView ).toBe( true );
			expect( asked( loader ) ).toEqual( [ 'company-information' ] );
			expect( store.modules.awaited( 'order-summary' ) ).toBe( true );
			// The form is drawn meanwhile, the printed running total in it.
			expect( store.firstRenderLoaded ).toBe( true );

			store.modules.fetchEveryPlaced();
			expect( asked( loader ) ).toContain( 'order-summary' );
			await loader.arrive( 'order-summary' );
			expect( store.modules.awaited( 'order-summary' ) ).toBe( false );
			store.dispose();
		} );

		it( 'a printed module the form never asks for does not hold the drawing', () => {
			const loader = chunks();
			const store = printedPage( loader );
			expect( store.modules.awaited( 'domain-search' ) ).toBe( false );
			store.dispose();
		} );

		it( 'a form restored from this browser asks for every module at once: its answers show without waiting for an interaction', () => {
			const loader = chunks();
			const items = new Map< string, string >();
			const storage = {
				getItem: ( key: string ) => items.get( key ) ?? null,
				setItem: ( key: string, value: string ) =>
					void items.set( key, value ),
				removeItem: ( key: string ) => void items.delete( key ),
			};
			// A first visit stores the form as it is.
			printedPage( chunks(), { storage } ).dispose();
			expect( items.size ).toBe( 1 );

			const store = printedPage( loader, { storage } );
			expect( asked( loader ) ).toEqual( [
				'account-setup',
				'company-information',
				'order-summary',
				'payment',
			] );
			store.dispose();
		} );

		it( 'a first visit asks for no more than the page brought', () => {
			const loader = chunks();
			const store = printedPage( loader, {
				storage: {
					getItem: () => null,
					setItem: () => undefined,
					removeItem: () => undefined,
				},
			} );
			expect( asked( loader ) ).toEqual( [
				'company-information',
				'order-summary',
			] );
			store.dispose();
		} );
	} );

	it( 'a single page asks for every step at once: all of it is on screen', () => {
		const loader = chunks();
		const store = pageStoreWith( loader, { stepMode: false } );
		expect( asked( loader ) ).toEqual( [
			'account-setup',
			'company-information',
			'order-summary',
			'payment',
		] );
		store.dispose();
	} );
} );
