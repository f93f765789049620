import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';

import type { FilingMethodsAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: FilingMethodsAttributes;
	setAttributes: ( next: Partial< FilingMethodsAttributes > ) => void;
}

/**
 * The processing time line under each filing method.
 */
export function FilingMethodsInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Filing methods', 'formation-orders' ) }
			settings={ [
				{
					key: 'timeLabel',
					label: __( 'Processing time line', 'formation-orders' ),
					help: __(
						'Under each filing method; {{filed_in}} becomes its time, e.g. "10 days". Empty: "Processed by State in {{filed_in}}".',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
