import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';

import type { TaxIdChoiceAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: TaxIdChoiceAttributes;
	setAttributes: ( next: Partial< TaxIdChoiceAttributes > ) => void;
}

/**
 * The heading of the with / without SSN choice.
 */
export function TaxIdChoiceInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
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
