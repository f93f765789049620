import { DEFAULT_ENTITY_TYPE, ENTITY_TYPES } from '../entity-types';
import { entityTypesOffered } from '../pricing/state-rules';

/** A radio list of entity types shows this many until the visitor asks for the rest. */
export const COLLAPSED_ENTITY_TYPES = 4;

/**
 * The entity types a visitor may choose: those the block allows (all when it names none), narrowed by the
 * state's rules on formation forms (PLLC in its states, NP Corp only NY, Wyoming LLC and Corp).
 */
export function allowedEntityTypes(
	configured: readonly string[],
	formType: string,
	state: string | null | undefined
): string[] {
	const allowed = configured.length
		? ENTITY_TYPES.filter( ( type ) => configured.includes( type ) )
		: ENTITY_TYPES;
	return entityTypesOffered( allowed, formType, state );
}

/**
 * The entity type the form should hold: the only one allowed, else the current one while it is allowed, else
 * the default (LLC) when allowed, else none.
 */
export function entityTypeToHold(
	allowed: readonly string[],
	current: string | null
): string | null {
	if ( allowed.length === 1 ) {
		return allowed[ 0 ];
	}
	if ( current && allowed.includes( current ) ) {
		return current;
	}
	return allowed.includes( DEFAULT_ENTITY_TYPE ) ? DEFAULT_ENTITY_TYPE : null;
}

/**
 * The radio buttons shown: the first four while collapsed, plus the chosen one when it is further down.
 */
export function entityTypesShown(
	allowed: readonly string[],
	expanded: boolean,
	current: string | null
): string[] {
	if ( expanded || allowed.length <= COLLAPSED_ENTITY_TYPES ) {
		return [ ...allowed ];
	}
	const shown = allowed.slice( 0, COLLAPSED_ENTITY_TYPES );
	return current && allowed.includes( current ) && ! shown.includes( current )
		? [ ...shown, current ]
		: shown;
}
