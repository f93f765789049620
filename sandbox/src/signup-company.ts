/**
 * The companies part of the order payload: each company and the product lines bought for it.
 */
import {
	arrayAt,
	fail,
	objectAt,
	objectOrEmptyListAt,
	onlyKeys,
	positiveIntegerAt,
	stringAt,
} from './json-checks';
import { checkFormationData } from './signup-formation';
import { checkServiceData } from './signup-services';
import type { SignupRules } from './signup';

export function checkCompanies( value: unknown, rules: SignupRules ): void {
	arrayAt( value, 'companies', { nonEmpty: true } ).forEach(
		( entry, index ) => {
			const path = `companies[${ index }]`;
			const wrapper = objectAt( entry, path );
			onlyKeys( wrapper, [ 'company', 'products', 'notes' ], path );
			checkCompany( wrapper.company, `${ path }.company` );
			arrayAt( wrapper.products, `${ path }.products`, {
				nonEmpty: true,
			} ).forEach( ( line, lineIndex ) =>
				checkProductLine(
					line,
					`${ path }.products[${ lineIndex }]`,
					rules
				)
			);
			if ( wrapper.notes !== undefined ) {
				stringAt( wrapper.notes, `${ path }.notes` );
			}
		}
	);
}

function checkCompany( value: unknown, path: string ): void {
	const company = objectAt( value, path );
	const textKeys = [
		'name',
		'entity_type',
		'industry',
		'position',
		'naics_code',
	];
	// What the company questions add, each present only when the visitor answered it.
	const optionalTextKeys = [
		'alternate_name',
		'home_state',
		'formation_date',
		'ubi_number',
		'name_reservation_number',
	];
	onlyKeys(
		company,
		[ ...textKeys, 'ab_test_rolled_variants', ...optionalTextKeys ],
		path
	);
	// All may be empty: a registered-agent signup has no company name or entity type yet.
	textKeys.forEach( ( key ) =>
		stringAt( company[ key ], `${ path }.${ key }` )
	);
	optionalTextKeys
		.filter( ( key ) => company[ key ] !== undefined )
		.forEach( ( key ) =>
			stringAt( company[ key ], `${ path }.${ key }`, { nonEmpty: true } )
		);
	if (
		company.ubi_number !== undefined &&
		! /^\d{9}$/.test( String( company.ubi_number ) )
	) {
		fail( `${ path }.ubi_number must be 9 digits` );
	}
	arrayAt(
		company.ab_test_rolled_variants,
		`${ path }.ab_test_rolled_variants`
	);
}

function checkProductLine(
	value: unknown,
	path: string,
	rules: SignupRules
): void {
	const line = objectAt( value, path );
	onlyKeys(
		line,
		[ 'product_id', 'product_option_id', 'quantity', 'data', 'saveAs' ],
		path
	);
	const productId = positiveIntegerAt(
		line.product_id,
		`${ path }.product_id`
	);
	if ( ! rules.isKnownProduct( productId ) ) {
		fail(
			`${ path }.product_id ${ productId } is not a product of the catalog`
		);
	}
	if ( line.product_option_id !== null ) {
		const optionId = positiveIntegerAt(
			line.product_option_id,
			`${ path }.product_option_id`
		);
		if (
			rules.isProductOption &&
			! rules.isProductOption( productId, optionId )
		) {
			fail(
				`${ path }.product_option_id ${ optionId } is not a filing method of product ${ productId }`
			);
		}
	}
	positiveIntegerAt( line.quantity, `${ path }.quantity` );
	if ( rules.isFormationProduct?.( productId ) ) {
		checkFormationData( line.data, `${ path }.data` );
	} else {
		objectOrEmptyListAt( line.data, `${ path }.data` );
		checkServiceData( productId, line.data, `${ path }.data` );
	}
	stringAt( line.saveAs, `${ path }.saveAs`, { nonEmpty: true } );
}
