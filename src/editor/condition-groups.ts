/**
 * The condition editor's state as pure functions. A condition is "orConditions each holding andConditions of
 * fieldKey and fieldVal": it holds when any group holds, a group when all its
 * rows do (src/engine/conditions.ts). The editor works on a draft of groups that may hold blank rows while
 * an editor is typing; what is saved is `normalizeGroups` of it: no blank rows, no empty groups.
 */
import type { FieldCondition } from '../config';

/** A row or group as the editor holds it; keys written by hand besides the known ones travel along. */
export type ConditionRow = FieldCondition & Record< string, unknown >;
export interface ConditionGroup {
	andConditions: ConditionRow[];
	[ key: string ]: unknown;
}

const blankRow = (): ConditionRow => ( { fieldKey: '', fieldVal: '' } );

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	value !== null && typeof value === 'object' && ! Array.isArray( value );

/**
 * The groups of a saved `orConditions` list, tolerant of hand-written data: a group without a list gets an
 * empty one, rows that are not objects are left out, every other key and value stays as written.
 */
export function groupsOf( orConditions: unknown ): ConditionGroup[] {
	if ( ! Array.isArray( orConditions ) ) {
		return [];
	}
	return orConditions.filter( isObject ).map( ( group ) => ( {
		...group,
		andConditions: (
			( Array.isArray( group.andConditions )
				? group.andConditions
				: [] ) as unknown[]
		 )
			.filter( isObject )
			.map( ( row ) => ( {
				...row,
				fieldKey: typeof row.fieldKey === 'string' ? row.fieldKey : '',
				fieldVal: row.fieldVal,
			} ) ),
	} ) );
}

/**
 * "Add another group" (OR): a new group with one blank row.
 */
export const addGroup = ( groups: ConditionGroup[] ): ConditionGroup[] => [
	...groups,
	{ andConditions: [ blankRow() ] },
];

export const removeGroup = (
	groups: ConditionGroup[],
	groupIndex: number
): ConditionGroup[] => groups.filter( ( _, index ) => index !== groupIndex );

/**
 * "Add condition" (AND within a group): a blank row at the end of the group.
 */
export const addRow = (
	groups: ConditionGroup[],
	groupIndex: number
): ConditionGroup[] =>
	groups.map( ( group, index ) =>
		index === groupIndex
			? {
					...group,
					andConditions: [ ...group.andConditions, blankRow() ],
				}
			: group
	);

/**
 * Removes one row; a group left without rows goes with it.
 */
export function removeRow(
	groups: ConditionGroup[],
	groupIndex: number,
	rowIndex: number
): ConditionGroup[] {
	return groups
		.map( ( group, index ) =>
			index === groupIndex
				? {
						...group,
						andConditions: group.andConditions.filter(
							( _, row ) => row !== rowIndex
						),
					}
				: group
		)
		.filter( ( group ) => group.andConditions.length > 0 );
}

/**
 * Changes the field key or the value of one row; its other keys stay.
 */
export function updateRow(
	groups: ConditionGroup[],
	groupIndex: number,
	rowIndex: number,
	patch: Partial< FieldCondition >
): ConditionGroup[] {
	return groups.map( ( group, index ) =>
		index === groupIndex
			? {
					...group,
					andConditions: group.andConditions.map( ( row, at ) =>
						at === rowIndex ? { ...row, ...patch } : row
					),
				}
			: group
	);
}

/**
 * What is saved: rows without a field key are dropped (they are still being typed), then groups left
 * empty, and empty items of a list value (a comma just typed). An empty result means "no condition".
 */
export const normalizeGroups = ( groups: ConditionGroup[] ): ConditionGroup[] =>
	groups
		.map( ( group ) => ( {
			...group,
			andConditions: group.andConditions
				.filter( ( row ) => row.fieldKey.trim() !== '' )
				.map( ( row ) =>
					Array.isArray( row.fieldVal )
						? {
								...row,
								fieldVal: row.fieldVal.filter(
									( item ) => item !== ''
								),
							}
						: row
				),
		} ) )
		.filter( ( group ) => group.andConditions.length > 0 );

/**
 * A module's `condition` attribute from the draft: `{}` when nothing is left, otherwise the attribute's
 * other keys kept and its orConditions replaced.
 */
export function moduleConditionOf(
	groups: ConditionGroup[],
	previous: unknown = {}
): Record< string, unknown > {
	const kept = normalizeGroups( groups );
	const { orConditions, ...rest } = isObject( previous ) ? previous : {};
	return kept.length > 0 ? { ...rest, orConditions: kept } : rest;
}

/**
 * Whether the draft says the same as what is saved, so a saved value changed elsewhere (undo, the code
 * editor) replaces the draft, and one written from the draft does not.
 */
export const draftMatches = (
	draft: ConditionGroup[],
	saved: unknown
): boolean =>
	JSON.stringify( normalizeGroups( draft ) ) ===
	JSON.stringify( normalizeGroups( groupsOf( saved ) ) );

/**
 * The text a value shows in its input: values written by hand may be booleans, numbers or lists ("any of").
 */
export function valueText( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) => valueText( item ) ).join( ', ' );
	}
	if ( value === null || value === undefined ) {
		return '';
	}
	return typeof value === 'object'
		? JSON.stringify( value )
		: String( value );
}

/**
 * The value typed in for a row. Text stays text ("true"/"false" match booleans, as conditions.ts says); a
 * row that held a list ("any of these") keeps being a list, its items separated by commas (an empty item
 * stays in the draft, so a comma just typed is still shown, and is dropped on saving).
 */
export function valueFromText( text: string, previous: unknown ): unknown {
	if ( Array.isArray( previous ) ) {
		return text.split( ',' ).map( ( item ) => item.trim() );
	}
	return text;
}
