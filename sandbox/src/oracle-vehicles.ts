/**
 * A vehicle product is sold for one vehicle of the order: its line names the vehicle (data.vehicle_key) and
 * carries the vehicle's data, and the product has to apply to that vehicle's type. The VIN, when given, is the
 * 17 characters of a VIN in upper case; the year, when given, four digits.
 */
import type { CatalogProduct } from './cart-filing';
import type { JsonObject } from './json-checks';
import { dataOf, type LineContext } from './oracle-line-base';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function checkVehicleLine(
	raw: JsonObject,
	product: CatalogProduct,
	context: LineContext
): void {
	const types = product.vehicle_types;
	if ( types === undefined ) {
		return;
	}
	const data = dataOf( raw );
	const where = `${ context.path }.data`;
	if ( typeof data.vehicle_key !== 'string' || data.vehicle_key === '' ) {
		context.problems.push(
			`${ where }.vehicle_key must name the vehicle ${ product.name } is for`
		);
	}
	if (
		typeof data.vehicle_type !== 'string' ||
		! types.includes( data.vehicle_type )
	) {
		context.problems.push(
			`${ where }.vehicle_type ${ JSON.stringify( data.vehicle_type ) } is not a vehicle type ${ product.name } applies to (${ types.join( ', ' ) })`
		);
	}
	if (
		typeof data.vin === 'string' &&
		data.vin !== '' &&
		! VIN.test( data.vin )
	) {
		context.problems.push(
			`${ where }.vin must be 17 upper-case letters and digits (no I, O or Q)`
		);
	}
	if (
		typeof data.year === 'string' &&
		data.year !== '' &&
		! /^\d{4}$/.test( data.year )
	) {
		context.problems.push( `${ where }.year must be 4 digits` );
	}
}
