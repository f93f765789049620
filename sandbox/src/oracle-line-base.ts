/**
 * What pricing one product line needs: where the line sits in the order, its company, and small readers of its
 * fields that note a problem instead of guessing.
 */
import { isObject, type JsonObject } from './json-checks';
import type { WorkingLine } from './oracle-types';

export interface LineContext {
	path: string;
	/** The company's entity type, which picks a subscription bundle's price. */
	entityType: string;
	/** How many lines of the company carry each saveAs: the states of a multi-state product. */
	linesPerSaveAs: Map< string, number >;
	/** Name Your Own Price: the yearly price per state the order named for its registered agents. */
	nyopPrice?: number | null;
	problems: string[];
}

export const cents = ( dollars: number ) => Math.round( dollars * 100 );

export function emptyLine(
	raw: JsonObject,
	context: LineContext,
	label: string
): WorkingLine {
	const id = raw.product_id;
	return {
		path: context.path,
		saveAs: typeof raw.saveAs === 'string' ? raw.saveAs : null,
		productId: typeof id === 'number' || typeof id === 'string' ? id : '',
		label,
		priceCents: 0,
		stateFeeCents: 0,
		surchargeCents: 0,
		cardFeeCents: 0,
		quantity: 1,
		couponProductId: null,
		subscription: false,
	};
}

export const dataOf = ( raw: JsonObject ): JsonObject =>
	isObject( raw.data ) ? raw.data : {};

export function checkState(
	raw: JsonObject,
	expected: string | undefined,
	context: LineContext
): void {
	const state = dataOf( raw ).state;
	if ( expected !== undefined && state !== undefined && state !== expected ) {
		context.problems.push(
			`${ context.path }.data.state ${ String( state ) } is not the product's jurisdiction ${ expected }`
		);
	}
}
