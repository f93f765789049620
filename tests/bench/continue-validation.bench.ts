/**
 * Continue-validation time on the largest step (issue 4: goal <= 5 ms median). Continue validates every
 * field of the visible modules of the current step, marks it seen and moves on.
 */
import type { StepConfig } from '../../src/config';
import { RootStore } from '../../src/store/RootStore';
import {
	fakeTransport,
	fillValidOrder,
	testConfig,
} from '../js/store/fake-transport';
import { measure, report } from './measure';

const ALL_MODULES = [
	'state-picker',
	'company-information',
	'contact-information',
	'account-setup',
	'payment',
	'order-summary',
];

function storeWithSteps( steps: StepConfig[] ): RootStore {
	const store = new RootStore( testConfig( { steps } ), {
		transport: fakeTransport(),
		navigate: () => undefined,
	} );
	fillValidOrder( store );
	return store;
}

function continueOn( store: RootStore, label: string, goal: number ) {
	const fields = store.steps.fieldsOfStep( store.steps.steps[ 0 ] ).length;
	return measure(
		`Continue validation, ${ label } (${ fields } fields)`,
		() => {
			store.steps.goTo( 0 );
			if ( ! store.steps.continueToNext() ) {
				throw new Error( 'the bench step must pass' );
			}
		},
		{ goal }
	);
}

describe( 'form engine', () => {
	it( 'Continue validation on the largest step', () => {
		// The largest step a site can build: every module in one step (before a second step).
		const everyModule = storeWithSteps( [
			{
				key: 'everything',
				label: 'Everything',
				modules: ALL_MODULES.map( ( name ) => ( {
					name,
					attributes: {},
				} ) ),
			},
			{ key: 'done', label: 'Done', modules: [] },
		] );
		// The demo form's largest step: contact information and account setup.
		const demo = storeWithSteps( [
			testConfig().form.steps[ 1 ],
			testConfig().form.steps[ 2 ],
		] );
		// Six copies of every module with conditions (a long single-page form).
		const conditional = storeWithSteps( [
			{
				key: 'long',
				label: 'Long',
				modules: Array.from( { length: 6 }, () =>
					ALL_MODULES.map( ( name ) => ( {
						name,
						attributes: {
							condition: {
								orConditions: [
									{
										andConditions: [
											{
												fieldKey: 'billingType',
												fieldVal: 'yearly',
											},
										],
									},
								],
							},
						},
					} ) )
				).flat(),
			},
			{ key: 'done', label: 'Done', modules: [] },
		] );
		report( [
			continueOn( demo, 'demo contact step', 5 ),
			continueOn( everyModule, 'every module in one step', 5 ),
			continueOn(
				conditional,
				'six copies of every module, with conditions',
				5
			),
		] );
		[ demo, everyModule, conditional ].forEach( ( store ) =>
			store.dispose()
		);
	} );
} );
