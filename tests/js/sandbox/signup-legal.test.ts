/*
 * @jest-environment node
 */
import {
	buildSampleOrder,
	type SampleOrder,
} from '../../../sandbox/src/sample-order';
import { isLegalPlanProductId } from '../../../sandbox/src/cart-catalog';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { SAMPLE_ORDER_RULES } from './sample-rules';

const rules = SAMPLE_ORDER_RULES;

const INTAKE = {
	legal_needs: 'A lease to review.',
	state_resident: true,
	trademark_agreement: true,
};

/** The sample order as a legal subscription (or another form type) whose only product is the legal plan. */
function order(
	data: Record< string, unknown >,
	formType = 'legal-subscription',
	entityType = 'Individual'
): SampleOrder {
	const sample = buildSampleOrder();
	sample.formType = formType;
	sample.companies[ 0 ].company.entity_type = entityType;
	sample.companies[ 0 ].products = [
		{
			product_id: 4007,
			product_option_id: null,
			quantity: 1,
			data: { state: 'UT', ...data },
			saveAs: 'legalPlan',
		},
	];
	return sample;
}

describe( "the sandbox's check of a legal plan", () => {
	it( 'knows law on call (4007) as the legal plan, and nothing else', () => {
		expect( isLegalPlanProductId( 4007 ) ).toBe( true );
		expect( isLegalPlanProductId( 4015 ) ).toBe( false );
	} );

	it.each( [
		[ 'the whole intake', order( INTAKE ), null ],
		[
			'a legal subscription without its residency',
			order( { ...INTAKE, state_resident: undefined } ),
			'companies[0].products[0].data.state_resident is required on a legal subscription',
		],
		[
			'an unticked residency box',
			order( { ...INTAKE, state_resident: false } ),
			'companies[0].products[0].data.state_resident must be true',
		],
		[
			'an unticked trademark agreement',
			order( { ...INTAKE, trademark_agreement: false } ),
			'companies[0].products[0].data.trademark_agreement must be true',
		],
		[
			'a legal subscription without its trademark agreement',
			order( { ...INTAKE, trademark_agreement: undefined } ),
			'companies[0].products[0].data.trademark_agreement is required on a legal subscription',
		],
		[
			'legal needs of 2001 characters',
			order( { ...INTAKE, legal_needs: 'a'.repeat( 2001 ) } ),
			'companies[0].products[0].data.legal_needs must be at most 2000 characters',
		],
		[
			'a key the plan does not carry',
			order( { ...INTAKE, card_number: '4242' } ),
			'unexpected key companies[0].products[0].data.card_number',
		],
		[
			'a legal subscription without an entity type',
			order( INTAKE, 'legal-subscription', '' ),
			'companies[0].company.entity_type must not be empty',
		],
		// Law on call bought as an opt-in of a formation asks none of it.
		[
			'a plan on another form, no intake',
			order( {}, 'business-formation', 'LLC' ),
			null,
		],
	] )( '%s', ( _what, payload, problem ) => {
		expect( findSignupProblem( payload, rules ) ).toBe( problem );
	} );
} );
