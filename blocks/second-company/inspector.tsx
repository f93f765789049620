import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';

import type { SecondCompanyAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: SecondCompanyAttributes;
	setAttributes: ( next: Partial< SecondCompanyAttributes > ) => void;
}

/**
 * The label of the second company's name.
 */
export function SecondCompanyInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Second company', 'formation-orders' ) }
			settings={ [
				{
					key: 'label',
					label: __( 'Label', 'formation-orders' ),
					help: __(
						'Above the second company’s name. Empty: "Second Company Name".',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
