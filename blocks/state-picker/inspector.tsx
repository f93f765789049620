import { __ } from '@wordpress/i18n';

import { StatesSettings } from '../../src/editor/StatesSettings';

import type { StatePickerAttributes } from './attributes';

interface Props {
	attributes: StatePickerAttributes;
	setAttributes: ( next: Partial< StatePickerAttributes > ) => void;
}

/**
 * Label and the jurisdictions offered.
 */
export function StatePickerInspector( props: Props ): React.ReactElement {
	return (
		<StatesSettings
			title={ __( 'State picker', 'formation-orders' ) }
			defaultLabel={ __( 'State', 'formation-orders' ) }
			{ ...props }
		/>
	);
}
