import { __ } from '@wordpress/i18n';

import type { FormDataStore } from '../store/FormDataStore';
import { resolveDatasetValue, type FillContext } from './dataset-values';

/**
 * A toolbox dataset (toolbox-data/<name>.json): the form type it is for, what it orders, and `data`, the
 * form data tree a visitor would type, with the placeholders of dataset-values.ts.
 */
export interface ToolboxDataset {
	formType: string;
	description?: string;
	data: Record< string, unknown >;
}

type Tree = Record< string, unknown >;

const isBranch = ( value: unknown ): value is Tree =>
	value !== null && typeof value === 'object' && ! Array.isArray( value );

export const missingDatasetMessage = () =>
	__(
		'This form is missing a dataset. Please ensure the toolbox-data folder is uploaded, or that the form has a JSON file in the toolbox data.',
		'formation-orders'
	);

export const missingRootDataMessage = () =>
	__(
		'This form has a dataset, but it is missing the root data property.',
		'formation-orders'
	);

/**
 * Every value of the dataset with its dotted path, in the dataset's order: a choice ({key, value}) and a list
 * are one value each, as a select or a list editor writes them; other objects are walked into.
 */
export function datasetEntries(
	tree: Tree,
	prefix = ''
): [ string, unknown ][] {
	return Object.entries( tree ).flatMap( ( [ key, value ] ) => {
		const path = prefix ? `${ prefix }.${ key }` : key;
		const isChoice =
			isBranch( value ) && 'key' in value && 'value' in value;
		return isBranch( value ) && ! isChoice
			? datasetEntries( value, path )
			: [ [ path, value ] as [ string, unknown ] ];
	} );
}

/**
 * Resolves placeholders in a value, lists included.
 */
function resolveDeep( value: unknown, context: FillContext ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) => resolveDeep( item, context ) );
	}
	if ( isBranch( value ) ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, item ] ) => [
				key,
				resolveDeep( item, context ),
			] )
		);
	}
	return resolveDatasetValue( value, context );
}

/**
 * Fills the form through the store, one field at a time and in the dataset's order, as a visitor typing would:
 * each write is its own action, so the cart, the conditions and the reactions (a new state loads its products)
 * follow every field. Answers what is missing (no dataset, or no root data in it) as the text to show, else null.
 * @param dataset The parsed file, or null when there was none.
 */
export function fillFromDataset(
	formData: FormDataStore,
	dataset: unknown,
	context: FillContext
): string | null {
	if ( ! isBranch( dataset ) ) {
		return missingDatasetMessage();
	}
	if ( ! isBranch( dataset.data ) ) {
		return missingRootDataMessage();
	}
	for ( const [ path, value ] of datasetEntries( dataset.data ) ) {
		if ( path === 'formType' ) {
			continue;
		}
		formData.setConfiguredPath( path, resolveDeep( value, context ) );
	}
	return null;
}
