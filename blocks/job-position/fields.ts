import { __ } from '@wordpress/i18n';

import type { FieldRule } from '../../src/validation/validate';

export const POSITION_PATH = 'jobInformation.position';

/** The position and the home state are required. */
export const jobPositionFields = (): FieldRule[] => [
	{
		path: POSITION_PATH,
		label: __( 'Position', 'formation-orders' ),
		rules: 'required',
	},
	{
		path: 'jobInformation.homeState',
		label: __( 'Home State', 'formation-orders' ),
		rules: 'required',
	},
];
