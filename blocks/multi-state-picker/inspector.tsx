import { __ } from '@wordpress/i18n';

import { AttributeControls } from '../../src/editor/AttributeSettings';
import { StatesSettings } from '../../src/editor/StatesSettings';
import type { MultiStatePickerAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: MultiStatePickerAttributes;
	setAttributes: ( next: Partial< MultiStatePickerAttributes > ) => void;
}

/**
 * Label, the jurisdictions offered, and how many of them one order may hold.
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
		>
			<AttributeControls
				metadata={ metadata }
				settings={ [
					{
						key: 'maxStates',
						label: __( 'Most states', 'formation-orders' ),
						help: __(
							'How many states one order may hold; 0: no limit.',
							'formation-orders'
						),
					},
				] }
				{ ...props }
			/>
		</StatesSettings>
	);
}
