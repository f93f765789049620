/**
 * The product data of the services bought for a company or its domains: what each is for. A report cannot be
 * filed without its company and state, a mark cannot be watched without the mark, nor a certificate issued
 * without its domains, so the marketing API refuses such a line.
 */
import { simpleProducts } from './cart-catalog';
import { arrayAt, fail, objectAt, stringAt } from './json-checks';

type DataCheck = ( data: unknown, path: string ) => void;

const CHECKS: Record< string, DataCheck > = {
	'annual-report': ( data, path ) => {
		const report = objectAt( data, path );
		stringAt( report.company_name, `${ path }.company_name`, {
			nonEmpty: true,
		} );
		stringAt( report.entity_type, `${ path }.entity_type`, {
			nonEmpty: true,
		} );
		if ( ! /^[A-Z]{2}$/.test( String( report.state ) ) ) {
			fail( `${ path }.state must be a state's two-letter code` );
		}
	},
	'trademark-monitoring': ( data, path ) => {
		stringAt( objectAt( data, path ).mark, `${ path }.mark`, {
			nonEmpty: true,
		} );
	},
	'tls-certificate': ( data, path ) => {
		const domains = objectAt( data, path ).domains;
		arrayAt( domains, `${ path }.domains`, { nonEmpty: true } ).forEach(
			( domain, index ) =>
				stringAt( domain, `${ path }.domains[${ index }]`, {
					nonEmpty: true,
				} )
		);
	},
};

const checkOf = new Map(
	simpleProducts
		.filter( ( product ) => CHECKS[ product.category ] !== undefined )
		.map( ( product ) => [ product.id, CHECKS[ product.category ] ] )
);

/**
 * Checks a service line's data, when the product is a service that needs it.
 * @param productId
 * @param data
 * @param path
 */
export function checkServiceData(
	productId: number,
	data: unknown,
	path: string
): void {
	checkOf.get( productId )?.( data, path );
}
