import type { Choice } from '../../src/form-data/form-data-tree';
import { DETAILS } from '../../src/formation/official-lists';
import {
	jurisdictionsRefusing,
	nonprofitTypeAvailableIn,
} from '../../src/formation/nonprofit-types';
import type { FormDataStore } from '../../src/store/FormDataStore';
import type { NonprofitPrompt } from './nonprofit-prompts';

export const NONPROFIT_TYPE = `${ DETAILS }.nonprofitType` as const;
const SELECTED_STATES = 'companyInformation.states';

/** The jurisdictions the visitor chose: the company's state and any ticked in a multi-state selection. */
export function chosenJurisdictions( formData: FormDataStore ): string[] {
	const ticked = formData.get( SELECTED_STATES );
	const states =
		ticked && typeof ticked === 'object'
			? Object.entries( ticked )
					.filter( ( [ , on ] ) => on === true )
					.map( ( [ key ] ) => key )
			: [];
	const state = formData.selectedState?.key;
	return [ ...new Set( [ ...( state ? [ state ] : [] ), ...states ] ) ];
}

/**
 * Choosing a type: taken at once when every chosen jurisdiction files it; otherwise nothing changes until
 * the visitor answers the prompt this returns.
 */
export function chooseNonprofitType(
	formData: FormDataStore,
	type: string
): NonprofitPrompt | null {
	const refusing = type
		? jurisdictionsRefusing( type, chosenJurisdictions( formData ) )
		: [];
	if ( refusing.length > 0 ) {
		return { kind: 'type', type, refusing };
	}
	formData.set( NONPROFIT_TYPE, type );
	return null;
}

/** "Keep <type>": the type is taken and the jurisdictions refusing it are deselected. */
export function keepTypeDeselecting(
	formData: FormDataStore,
	prompt: Extract< NonprofitPrompt, { kind: 'type' } >
): void {
	formData.set( NONPROFIT_TYPE, prompt.type );
	if ( prompt.refusing.includes( formData.selectedState?.key ?? '' ) ) {
		formData.chooseState( null );
	}
	const ticked = formData.get( SELECTED_STATES );
	if ( ticked && typeof ticked === 'object' ) {
		formData.set(
			SELECTED_STATES,
			Object.fromEntries(
				Object.entries( ticked ).filter(
					( [ key ] ) => ! prompt.refusing.includes( key )
				)
			)
		);
	}
}

/**
 * After the state changed: a prompt when the new state refuses the chosen type, else null.
 */
export function stateChangePrompt(
	formData: FormDataStore,
	previous: Choice | null
): NonprofitPrompt | null {
	const type = formData.getString( NONPROFIT_TYPE );
	const state = formData.selectedState?.key;
	return type && state && ! nonprofitTypeAvailableIn( type, state )
		? { kind: 'state', type, previous }
		: null;
}

/** "Keep <type>" after a state change: the state the visitor chose is removed, the one before comes back. */
export function keepTypeRemovingState(
	formData: FormDataStore,
	prompt: Extract< NonprofitPrompt, { kind: 'state' } >
): void {
	formData.chooseState( prompt.previous );
}

/** A state change the visitor stands by clears a nonprofit type that state refuses. */
export function clearRefusedType( formData: FormDataStore ): void {
	const type = formData.getString( NONPROFIT_TYPE );
	const state = formData.selectedState?.key;
	if ( type && state && ! nonprofitTypeAvailableIn( type, state ) ) {
		formData.set( NONPROFIT_TYPE, '' );
	}
}
