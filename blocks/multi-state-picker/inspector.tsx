import { __ } from '@wordpress/i18n';

import { StatesSettings } from '../../src/editor/StatesSettings';

import type { MultiStatePickerAttributes } from './attributes';

interface Props {
	attributes: MultiStatePickerAttributes;
	setAttributes: ( next: Partial< MultiStatePickerAttributes > ) => void;
}

/**
 * Label and the jurisdictions offered as checkboxes.
 */
export function MultiStatePickerInspector( props: Props ): React.ReactElement {
	return (
		<StatesSettings
			title={ __( 'Multi-state picker', 'formation-orders' ) }
			defaultLabel={ __(
				'States for registered agent service',
				'formation-orders'
			) }
			{ ...props }
		/>
	);
}
