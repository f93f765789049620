/**
 * Module conditions ("config ... orConditions each holding andConditions of
 * fieldKey and fieldVal"): a module shows when it has no condition, or when any of its orConditions holds;
 * an orCondition holds when every one of its andConditions does.
 */
import type { FieldCondition, ModuleCondition, ModuleConfig } from '../config';
import { commonModuleAttributes } from '../modules/attributes';
import { getIn } from '../form-data/paths';
import {
	isStateListName,
	stateInList,
	type StateLists,
} from '../state-lists/state-lists';

/**
 * A choice {key, value} compares by its key; "true"/"false" typed in the editor match booleans.
 */
export function fieldValueMatches(
	actual: unknown,
	expected: unknown
): boolean {
	const value =
		actual !== null && typeof actual === 'object' && 'key' in actual
			? actual.key
			: actual;
	if ( typeof value === 'boolean' || typeof expected === 'boolean' ) {
		return String( value ?? false ) === String( expected );
	}
	if ( Array.isArray( expected ) ) {
		return expected.some( ( option ) =>
			fieldValueMatches( value, option )
		);
	}
	return String( value ?? '' ) === String( expected ?? '' );
}

/**
 * Whether a field's value meets one condition row: the row's value, or, for a row naming a configured state
 * list (`stateList`), a state in that list, so the Settings page decides where a step, module or product applies.
 */
export function valueMeetsCondition(
	actual: unknown,
	condition: FieldCondition,
	stateLists: Partial< StateLists > = {}
): boolean {
	if ( condition.stateList !== undefined ) {
		return (
			isStateListName( condition.stateList ) &&
			stateInList( actual, condition.stateList, stateLists )
		);
	}
	return fieldValueMatches( actual, condition.fieldVal );
}

/** A row holds when its field in the form data meets it. */
export const conditionHolds = (
	condition: FieldCondition,
	values: object,
	stateLists: Partial< StateLists > = {}
): boolean =>
	valueMeetsCondition(
		getIn( values, condition.fieldKey ),
		condition,
		stateLists
	);

export function moduleConditionPasses(
	condition: ModuleCondition | undefined | null,
	values: object,
	stateLists: Partial< StateLists > = {}
): boolean {
	const orConditions = ( condition?.orConditions ?? [] ).filter(
		( group ) => ( group.andConditions ?? [] ).length > 0
	);
	if ( orConditions.length === 0 ) {
		return true;
	}
	return orConditions.some( ( group ) =>
		( group.andConditions ?? [] ).every( ( andCondition ) =>
			conditionHolds( andCondition, values, stateLists )
		)
	);
}

export const moduleShown = (
	module: ModuleConfig,
	values: object,
	stateLists: Partial< StateLists > = {}
) =>
	moduleConditionPasses(
		commonModuleAttributes( module.attributes ).condition,
		values,
		stateLists
	);

/**
 * A step is hidden when the conditions of all its modules fail (a step without modules shows).
 */
export const stepShown = (
	modules: ModuleConfig[],
	values: object,
	stateLists: Partial< StateLists > = {}
) =>
	modules.length === 0 ||
	modules.some( ( module ) => moduleShown( module, values, stateLists ) );
