import { __ } from '@wordpress/i18n';

import type { RadioOption } from '../../src/components/RadioField';

/** A yes/no question's answers, kept as true and false. */
export const yesNo = (): Array< RadioOption< boolean > > => [
	{ value: true, label: __( 'Yes', 'formation-orders' ) },
	{ value: false, label: __( 'No', 'formation-orders' ) },
];
