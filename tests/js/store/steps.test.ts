import type { StepConfig } from '../../../src/config';
import {
	moduleConditionPasses,
	stepShown,
} from '../../../src/engine/conditions';
import type { FormDataPath } from '../../../src/form-data/typed-paths';
import { RootStore } from '../../../src/store/RootStore';
import { fakeTransport, testConfig } from './fake-transport';

const when = ( fieldKey: string, fieldVal: unknown ) => ( {
	fieldKey,
	fieldVal,
} );

describe( 'module conditions (orConditions of andConditions on fieldKey/fieldVal)', () => {
	const values = {
		companyInformation: {
			entityType: { key: 'Corp', value: 'Corp' },
			notifyAttorney: true,
		},
		billingType: 'yearly',
	};
	it.each( [
		[ 'no condition', undefined, true ],
		[ 'empty orConditions', { orConditions: [] }, true ],
		[
			'one andCondition that holds (a {key, value} choice compares by key)',
			{
				orConditions: [
					{
						andConditions: [
							when( 'companyInformation.entityType', 'Corp' ),
						],
					},
				],
			},
			true,
		],
		[
			'all andConditions must hold',
			{
				orConditions: [
					{
						andConditions: [
							when( 'companyInformation.entityType', 'Corp' ),
							when( 'billingType', 'monthly' ),
						],
					},
				],
			},
			false,
		],
		[
			'any orCondition may hold',
			{
				orConditions: [
					{ andConditions: [ when( 'billingType', 'monthly' ) ] },
					{
						andConditions: [
							when( 'companyInformation.notifyAttorney', 'true' ),
						],
					},
				],
			},
			true,
		],
		[
			'a missing field fails',
			{
				orConditions: [
					{ andConditions: [ when( 'affiliateCode', 'X1' ) ] },
				],
			},
			false,
		],
	] )( '%s', ( _why, condition, passes ) => {
		expect( moduleConditionPasses( condition, values ) ).toBe( passes );
	} );

	it( 'hides a step only when the conditions of all its modules fail', () => {
		const failing = {
			name: 'payment',
			attributes: {
				condition: {
					orConditions: [
						{ andConditions: [ when( 'billingType', 'monthly' ) ] },
					],
				},
			},
		};
		const unconditional = { name: 'order-summary', attributes: {} };
		expect( stepShown( [ failing ], values ) ).toBe( false );
		expect( stepShown( [ failing, unconditional ], values ) ).toBe( true );
	} );
} );

const onlyForCorp = {
	orConditions: [
		{ andConditions: [ when( 'companyInformation.entityType', 'Corp' ) ] },
	],
};

function storeWith( steps: StepConfig[], stepMode = true ) {
	const track = jest.fn();
	const store = new RootStore( testConfig( { steps, stepMode } ), {
		transport: fakeTransport(),
		navigate: jest.fn(),
		track,
	} );
	return { store, track };
}

const STEPS: StepConfig[] = [
	{
		key: 'company',
		label: 'Company',
		modules: [ { name: 'company-information', attributes: {} } ],
	},
	{
		key: 'corp-only',
		label: 'Corporation',
		modules: [
			{
				name: 'contact-information',
				attributes: { condition: onlyForCorp },
			},
		],
	},
	{
		key: 'account',
		label: 'Account',
		modules: [ { name: 'account-setup', attributes: {} } ],
	},
	{
		key: 'payment',
		label: 'Payment',
		modules: [ { name: 'payment', attributes: {} } ],
	},
];

describe( 'step transitions', () => {
	it( 'Continue skips a hidden step and Back returns to the previous visible one', () => {
		const { store } = storeWith( STEPS );
		expect( store.steps.steps.map( ( step ) => step.key ) ).toEqual( [
			'company',
			'account',
			'payment',
		] );
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		expect( store.steps.continueToNext() ).toBe( true );
		expect( store.steps.current?.key ).toBe( 'account' );
		store.steps.back();
		expect( store.steps.current?.key ).toBe( 'company' );

		store.formData.set( 'companyInformation.entityType', {
			key: 'Corp',
			value: 'Corp',
		} );
		expect( store.steps.steps ).toHaveLength( 4 );
		store.steps.continueToNext();
		expect( store.steps.current?.key ).toBe( 'corp-only' );
		store.dispose();
	} );

	it( 'Continue on failure stays, marks the step seen and counts a failed attempt (for focus, scroll and shake)', () => {
		const { store } = storeWith( STEPS );
		expect( store.steps.continueToNext() ).toBe( false );
		expect( store.steps.current?.key ).toBe( 'company' );
		expect( store.validation.failedAttempt ).toBe( 1 );
		expect( store.formData.get( 'stepSeenStatus.0.seen' ) ).toBe( true );
		expect( store.steps.statusOf( 0 ).classes ).toEqual(
			expect.arrayContaining( [
				'current',
				'seen',
				'invalid',
				'validated',
			] )
		);
		store.dispose();
	} );

	it( 'Back does not validate', () => {
		const { store } = storeWith( STEPS );
		store.steps.goTo( 2 );
		store.steps.back();
		expect( store.steps.currentIndex ).toBe( 1 );
		expect( store.validation.failures.size ).toBe( 0 );
		store.dispose();
	} );

	it( 'Submit validates every visible step and switches to the first failing one in step mode', () => {
		const { store } = storeWith( STEPS );
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		store.steps.goTo( 2 );
		expect( store.steps.validateAll() ).toBe( false );
		expect( store.steps.current?.key ).toBe( 'account' );
		// The hidden step's fields are not checked.
		expect(
			store.validation.errorOf( 'contactInformation.firstName' )
		).toBeUndefined();
		store.dispose();
	} );

	it( 'single-page mode: Submit validates everything and stays where it is', () => {
		const { store } = storeWith( STEPS, false );
		expect( store.steps.stepMode ).toBe( false );
		expect( store.steps.validateAll() ).toBe( false );
		expect( store.steps.currentIndex ).toBe( 0 );
		expect( store.validation.errorOf( 'paymentInformation.number' ) ).toBe(
			'Card Number is required'
		);
		store.dispose();
	} );

	it( 'the step indicator shows valid and failed shares of required fields only', () => {
		const { store } = storeWith( STEPS );
		// company-information: company name and entity type are required; entity type defaults to LLC.
		let status = store.steps.statusOf( 0 );
		expect( status ).toMatchObject( {
			fieldsTotalNum: 2,
			fieldsValidNum: 1,
			fieldsFailedNum: 0,
			indicatorStyle: {
				'--fo-step-valid': '50%',
				'--fo-step-failed': '0%',
			},
		} );
		store.steps.continueToNext();
		status = store.steps.statusOf( 0 );
		expect( status.fieldsFailedNum ).toBe( 1 );
		expect( status.indicatorStyle[ '--fo-step-failed' ] ).toBe( '50%' );
		expect( store.steps.statusOf( 1 ).classes ).toEqual( [
			'after-current',
		] );
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		store.steps.continueToNext();
		expect( store.steps.statusOf( 0 ).classes ).toEqual( [
			'before-current',
			'seen',
			'valid',
			'passed',
			'validated',
		] );
		expect( store.steps.totalProgress ).toBeGreaterThan( 0 );
		store.dispose();
	} );

	it( 'a click on another step in the indicator switches and records a step-navigation event; the current one does not', () => {
		const { store, track } = storeWith( STEPS );
		store.steps.navigateFromIndicator( 0 );
		expect( track ).not.toHaveBeenCalled();
		store.steps.navigateFromIndicator( 2 );
		expect( store.steps.current?.key ).toBe( 'payment' );
		expect( track ).toHaveBeenCalledWith( 'step_navigation', {
			formType: 'registered-agent-signup',
			fromStep: 'company',
			toStep: 'payment',
			toStepNumber: 3,
		} );
		store.dispose();
	} );

	// "Where a module is in another step, step mode switches to it;
	// otherwise the page scrolls smoothly to it." (the scroll is the page's half: src/components/go-to.ts)
	it.each<
		[
			string,
			{ module: string } | { field: FormDataPath },
			boolean,
			number,
			string,
		]
	>( [
		[ 'a module, step mode', { module: 'payment' }, true, 2, 'payment' ],
		[ 'a module, single page', { module: 'payment' }, false, 2, 'company' ],
		[
			'a field, step mode',
			{ field: 'accountInformation.email' },
			true,
			1,
			'account',
		],
		[
			'a field, single page',
			{ field: 'accountInformation.email' },
			false,
			1,
			'company',
		],
		[
			'a module of a hidden step: nowhere',
			{ module: 'contact-information' },
			true,
			-1,
			'company',
		],
		[
			'a field of a hidden step: nowhere',
			{ field: 'contactInformation.firstName' },
			true,
			-1,
			'company',
		],
	] )( 'go to %s', ( _what, target, stepMode, stepIndex, currentKey ) => {
		const { store, track } = storeWith( STEPS, stepMode );
		const index =
			'module' in target
				? store.steps.goToModule( target.module )
				: store.steps.goToField( target.field );
		expect( index ).toBe( stepIndex );
		expect( store.steps.current?.key ).toBe( currentKey );
		// Only the step indicator records step navigation.
		expect( track ).not.toHaveBeenCalled();
		store.dispose();
	} );

	it( 'going to a field on the current step leaves the step as it is', () => {
		const { store } = storeWith( STEPS );
		store.steps.goTo( 1 );
		expect( store.steps.goToField( 'accountInformation.password' ) ).toBe(
			1
		);
		expect( store.steps.current?.key ).toBe( 'account' );
		expect(
			store.steps.goToField( 'companyInformation.companyName' )
		).toBe( 0 );
		expect( store.steps.current?.key ).toBe( 'company' );
		store.dispose();
	} );

	it( 'the error summary lists the errors of every visible step, in step order, after a Submit in step mode', () => {
		const { store } = storeWith( STEPS );
		store.steps.goTo( 2 );
		expect( store.steps.validateAll() ).toBe( false );
		expect( store.steps.current?.key ).toBe( 'company' );
		const listed = store.steps.errorSummary.map(
			( { field, stepIndex } ) => [ stepIndex, field.path ]
		);
		expect( listed.slice( 0, 3 ) ).toEqual( [
			[ 0, 'companyInformation.companyName' ],
			[ 1, 'accountInformation.email' ],
			[ 1, 'accountInformation.password' ],
		] );
		expect( listed ).toContainEqual( [ 2, 'paymentInformation.number' ] );

		// Fixing a field takes it off the list; going to another one switches to its step.
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		store.validation.validateFields(
			store.steps.fieldsOfStep( STEPS[ 0 ] )
		);
		expect( store.steps.errorSummary[ 0 ].field.path ).toBe(
			'accountInformation.email'
		);
		store.steps.goToField( 'paymentInformation.number' );
		expect( store.steps.current?.key ).toBe( 'payment' );
		store.dispose();
	} );
} );

describe( 'the error summary (GOV.UK pattern: what the last Continue or Submit found)', () => {
	it( 'lists what the failed Continue found, drops what gets fixed, and leaves later errors next to their fields', () => {
		const { store } = storeWith( STEPS );
		const listed = () =>
			store.steps.errorSummary.map( ( { field } ) => field.path );
		expect( listed() ).toEqual( [] );

		store.steps.continueToNext();
		expect( listed() ).toEqual( [ 'companyInformation.companyName' ] );

		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		expect( store.steps.continueToNext() ).toBe( true );
		expect( listed() ).toEqual( [] );

		// On the Account step the visitor types an invalid address: the error shows at the field only.
		store.formData.set( 'accountInformation.email', 'jane@' );
		store.validation.validateFields( [
			store.steps.fieldsOfStep( store.steps.current! )[ 0 ],
		] );
		expect( store.validation.errorOf( 'accountInformation.email' ) ).toBe(
			'Please enter a valid email address'
		);
		expect( listed() ).toEqual( [] );

		// The next failed Continue lists it.
		store.steps.continueToNext();
		expect( listed() ).toEqual( [
			'accountInformation.email',
			'accountInformation.password',
		] );
		store.dispose();
	} );
} );
