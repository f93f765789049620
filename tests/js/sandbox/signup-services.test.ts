/*
 * @jest-environment node
 */
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { SAMPLE_ORDER_RULES } from './sample-rules';

const rules = SAMPLE_ORDER_RULES;

/** The sample order with one more line: the product, with this data. */
function problemWith( productId: number, data: Record< string, unknown > ) {
	const order = buildSampleOrder();
	order.companies[ 0 ].products.push( {
		product_id: productId,
		product_option_id: null,
		quantity: 1,
		data,
		saveAs: 'service',
	} );
	return findSignupProblem( order, rules );
}

describe( 'the marketing API refuses a service line that does not say what it is for', () => {
	const report = {
		state: 'CA',
		company_name: 'Analytical Engines LLC',
		entity_type: 'LLC',
	};

	it.each( [
		[ 'an annual report filing', 4022, report ],
		[
			'trademark monitoring',
			4015,
			{ state: '', mark: 'Analytical Engines' },
		],
		[ 'a TLS certificate', 4023, { state: '', domains: [ 'ada.net' ] } ],
	] )( '%s that says it is accepted', ( _name, productId, data ) => {
		expect( problemWith( productId, data ) ).toBeNull();
	} );

	it.each( [
		[
			'an annual report without its state',
			4022,
			{ ...report, state: '' },
			"companies[0].products[1].data.state must be a state's two-letter code",
		],
		[
			'an annual report without its company',
			4022,
			{ ...report, company_name: '' },
			'companies[0].products[1].data.company_name',
		],
		[
			'trademark monitoring without a mark',
			4015,
			{ state: '' },
			'companies[0].products[1].data.mark',
		],
		[
			'a TLS certificate for no domain',
			4023,
			{ state: '', domains: [] },
			'companies[0].products[1].data.domains',
		],
	] )( '%s is refused', ( _name, productId, data, problem ) => {
		expect( problemWith( productId, data ) ).toContain( problem );
	} );
} );
