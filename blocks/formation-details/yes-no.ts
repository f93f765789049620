import { __ } from '@wordpress/i18n';

import type { ChoiceOption } from '../../src/components/ChoiceField';

/** A yes/no question's answers, kept as true and false. */
export const yesNo = (): ChoiceOption[] => [
	{ value: true, label: __( 'Yes', 'formation-orders' ) },
	{ value: false, label: __( 'No', 'formation-orders' ) },
];
