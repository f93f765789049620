import { __ } from '@wordpress/i18n';

import { StatesSettings } from '../../src/editor/StatesSettings';

import type { HomeStateAttributes } from './attributes';

interface Props {
	attributes: HomeStateAttributes;
	setAttributes: ( next: Partial< HomeStateAttributes > ) => void;
}

/**
 * Label and the jurisdictions a company may come from.
 */
export function HomeStateInspector( props: Props ): React.ReactElement {
	return (
		<StatesSettings
			title={ __( 'Home state', 'formation-orders' ) }
			defaultLabel={ __( 'Home State', 'formation-orders' ) }
			{ ...props }
		/>
	);
}
