import { __, sprintf } from '@wordpress/i18n';

import { jurisdictionName } from '../../src/jurisdictions';

/**
 * A question the nonprofit sub-form asks before it changes the visitor's choices: keeping a type some chosen
 * jurisdictions refuse (and deselecting them), or keeping the type after choosing a state that refuses it.
 */
export type NonprofitPrompt =
	| { kind: 'type'; type: string; refusing: string[] }
	| {
			kind: 'state';
			type: string;
			/** The state chosen before, restored when the visitor keeps the type. */
			previous: { key: string; value: string } | null;
	  };

export function promptText( prompt: NonprofitPrompt ): string {
	if ( prompt.kind === 'type' ) {
		return sprintf(
			/* translators: 1: nonprofit type, 2: list of states, 3: nonprofit type. */
			__(
				'%1$s is not supported in the following jurisdictions: %2$s. Would you like to keep %3$s and deselect the unsupported jurisdictions?',
				'formation-orders'
			),
			prompt.type,
			prompt.refusing.map( jurisdictionName ).join( ', ' ),
			prompt.type
		);
	}
	return sprintf(
		/* translators: 1: nonprofit type, 2: nonprofit type. */
		__(
			'The jurisdiction you selected is not available with %1$s, would you like to remove the jurisdiction and keep %2$s as your nonprofit type?',
			'formation-orders'
		),
		prompt.type,
		prompt.type
	);
}

export const promptSaveLabel = ( prompt: NonprofitPrompt ): string =>
	sprintf(
		/* translators: %s: nonprofit type. */
		__( 'Keep %s', 'formation-orders' ),
		prompt.type
	);
