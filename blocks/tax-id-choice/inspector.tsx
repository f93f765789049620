import { __ } from '@wordpress/i18n';

import { TextSettings } from '../../src/editor/TextSettings';

import type { TaxIdChoiceAttributes } from './attributes';

interface Props {
	attributes: TaxIdChoiceAttributes;
	setAttributes: ( next: Partial< TaxIdChoiceAttributes > ) => void;
}

/**
 * The heading of the with / without SSN choice.
 */
export function TaxIdChoiceInspector( props: Props ): React.ReactElement {
	return (
		<TextSettings
			title={ __( 'Tax ID choice', 'formation-orders' ) }
			settings={ [
				{
					key: 'label',
					label: __( 'Label', 'formation-orders' ),
					help: __(
						'Above the with / without SSN choice. Empty: "Tax ID (EIN)".',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
