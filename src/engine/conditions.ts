/**
 * Module conditions ("config ... orConditions each holding andConditions of
 * fieldKey and fieldVal"): a module shows when it has no condition, or when any of its orConditions holds;
 * an orCondition holds when every one of its andConditions does.
 */
import type { FieldCondition, ModuleCondition, ModuleConfig } from '../config';
import { commonModuleAttributes } from '../modules/attributes';
import { getIn } from '../form-data/paths';

/**
 * A choice {key, value} compares by its key; "true"/"false" typed in the editor match booleans.
 */
export function fieldValueMatches(
	actual: unknown,
	expected: unknown
): boolean {
	const value =
		actual !== null && typeof actual === 'object' && 'key' in actual
			? ( actual as { key: unknown } ).key
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

export const conditionHolds = ( condition: FieldCondition, values: object ) =>
	fieldValueMatches(
		getIn( values, condition.fieldKey ),
		condition.fieldVal
	);

export function moduleConditionPasses(
	condition: ModuleCondition | undefined | null,
	values: object
): boolean {
	const orConditions = ( condition?.orConditions ?? [] ).filter(
		( group ) => ( group.andConditions ?? [] ).length > 0
	);
	if ( orConditions.length === 0 ) {
		return true;
	}
	return orConditions.some( ( group ) =>
		( group.andConditions ?? [] ).every( ( andCondition ) =>
			conditionHolds( andCondition, values )
		)
	);
}

export const moduleShown = ( module: ModuleConfig, values: object ) =>
	moduleConditionPasses(
		commonModuleAttributes( module.attributes ).condition,
		values
	);

/**
 * A step is hidden when the conditions of all its modules fail (a step without modules shows).
 */
export const stepShown = ( modules: ModuleConfig[], values: object ) =>
	modules.length === 0 ||
	modules.some( ( module ) => moduleShown( module, values ) );
