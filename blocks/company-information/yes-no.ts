import { __ } from '@wordpress/i18n';

import type { SelectOption } from '../../src/components/select-options';

/** The answers of a yes/no question, "No" first where it is the default. */
export const yesNoOptions = (): SelectOption[] => [
	{ value: 'no', label: __( 'No', 'formation-orders' ) },
	{ value: 'yes', label: __( 'Yes', 'formation-orders' ) },
];

/** A yes/no answer kept as a boolean, shown as the radio's value; unanswered shows neither. */
export const answerOf = ( value: unknown ): string => {
	if ( value === true ) {
		return 'yes';
	}
	return value === false ? 'no' : '';
};
