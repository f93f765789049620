import { __, sprintf } from '@wordpress/i18n';

import type { FieldCondition } from '../config';
import { STATE_LIST_NAMES, stateListLabels } from '../state-lists/state-lists';

/**
 * What a condition row compares its field with: the value typed (no `stateList`), or one of the site's
 * configured state lists, so a step or module shows only for the states a Settings page list names.
 */
export function comparisonOptions(
	current: unknown
): Array< { value: string; label: string } > {
	const labels = stateListLabels();
	const options = [
		{ value: '', label: __( 'equals the value', 'formation-orders' ) },
		...STATE_LIST_NAMES.map( ( name ) => ( {
			value: name,
			label: sprintf(
				/* translators: %s: the name of a state list of the Settings page, e.g. States with an extra step */
				__( 'is a state in: %s', 'formation-orders' ),
				labels[ name ]
			),
		} ) ),
	];
	// A list name written by hand that the plugin does not know is shown as it is, not silently replaced.
	return typeof current === 'string' &&
		current !== '' &&
		! options.some( ( option ) => option.value === current )
		? [ ...options, { value: current, label: current } ]
		: options;
}

/**
 * The row after choosing a comparison: a state list replaces the value (a row compares one way); "equals the
 * value" removes the list and starts from an empty value.
 */
export function rowWithComparison(
	row: FieldCondition,
	stateList: string
): Partial< FieldCondition > {
	return stateList === ''
		? {
				stateList: undefined,
				fieldVal: row.stateList === undefined ? row.fieldVal : '',
			}
		: { fieldVal: '', stateList };
}
