import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { StatesSettings } from '../../src/editor/StatesSettings';

import type { MultiStatePickerAttributes } from './attributes';

interface Props {
	attributes: MultiStatePickerAttributes;
	setAttributes: ( next: Partial< MultiStatePickerAttributes > ) => void;
}

/**
 * Label, the jurisdictions offered, and how many of them one order may hold.
 */
export function MultiStatePickerInspector( props: Props ): React.ReactElement {
	const { attributes, setAttributes } = props;
	return (
		<StatesSettings
			title={ __( 'Multi-state picker', 'formation-orders' ) }
			defaultLabel={ __(
				'States for registered agent service',
				'formation-orders'
			) }
			{ ...props }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ __( 'Most states', 'formation-orders' ) }
				help={ __(
					'How many states one order may hold; 0: no limit.',
					'formation-orders'
				) }
				value={ String( attributes.maxStates ) }
				onChange={ ( value: string ) => {
					const most = Number( value );
					setAttributes( {
						maxStates:
							Number.isInteger( most ) && most >= 0
								? most
								: attributes.maxStates,
					} );
				} }
			/>
		</StatesSettings>
	);
}
