/**
 * The legal plan's part of the order payload: what its attorneys need (legal needs, residency in the plan's
 * state, the trademark agreement). A legal subscription must carry all three on its plan; a plan bought as an
 * opt-in of another form may carry none, but never a box left unticked.
 */
import {
	arrayAt,
	booleanAt,
	fail,
	isObject,
	objectAt,
	onlyKeys,
	stringAt,
} from './json-checks';

export const LEGAL_SUBSCRIPTION_FORM_TYPE = 'legal-subscription';
export const LEGAL_NEEDS_MAX_CHARS = 2000;
const INTAKE_KEYS = [
	'legal_needs',
	'state_resident',
	'trademark_agreement',
] as const;

/**
 * @param payload     The whole order, its companies already checked.
 * @param isLegalPlan Whether a product id is the catalog's legal plan (law on call).
 */
export function checkLegalPlans(
	payload: Record< string, unknown >,
	isLegalPlan: ( productId: number ) => boolean
): void {
	const plans: Array< { path: string; data: Record< string, unknown > } > =
		[];
	arrayAt( payload.companies, 'companies' ).forEach( ( entry, index ) => {
		const wrapper = objectAt( entry, `companies[${ index }]` );
		arrayAt( wrapper.products, `companies[${ index }].products` ).forEach(
			( line, lineIndex ) => {
				if (
					isObject( line ) &&
					typeof line.product_id === 'number' &&
					isLegalPlan( line.product_id )
				) {
					const path = `companies[${ index }].products[${ lineIndex }].data`;
					plans.push( {
						path,
						data: checkPlanData( line.data, path ),
					} );
				}
			}
		);
	} );
	if ( payload.formType !== LEGAL_SUBSCRIPTION_FORM_TYPE ) {
		return;
	}
	if ( plans.length !== 1 ) {
		fail( 'a legal subscription must order exactly one legal plan' );
	}
	const [ { path, data } ] = plans;
	INTAKE_KEYS.forEach( ( key ) => {
		if ( data[ key ] === undefined ) {
			fail( `${ path }.${ key } is required on a legal subscription` );
		}
	} );
	const first = objectAt(
		arrayAt( payload.companies, 'companies' )[ 0 ],
		'companies[0]'
	);
	stringAt(
		objectAt( first.company, 'companies[0].company' ).entity_type,
		'companies[0].company.entity_type',
		{ nonEmpty: true }
	);
}

function checkPlanData(
	value: unknown,
	path: string
): Record< string, unknown > {
	const data = objectAt( value, path );
	onlyKeys( data, [ 'state', ...INTAKE_KEYS ], path );
	stringAt( data.state, `${ path }.state`, { nonEmpty: true } );
	if ( data.legal_needs !== undefined ) {
		const needs = stringAt( data.legal_needs, `${ path }.legal_needs`, {
			nonEmpty: true,
		} );
		if ( [ ...needs ].length > LEGAL_NEEDS_MAX_CHARS ) {
			fail(
				`${ path }.legal_needs must be at most ${ LEGAL_NEEDS_MAX_CHARS } characters`
			);
		}
	}
	for ( const key of [ 'state_resident', 'trademark_agreement' ] ) {
		if (
			data[ key ] !== undefined &&
			booleanAt( data[ key ], `${ path }.${ key }` ) !== true
		) {
			fail( `${ path }.${ key } must be true` );
		}
	}
	return data;
}
