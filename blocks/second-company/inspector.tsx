import { __ } from '@wordpress/i18n';

import { TextSettings } from '../../src/editor/TextSettings';

import type { SecondCompanyAttributes } from './attributes';

interface Props {
	attributes: SecondCompanyAttributes;
	setAttributes: ( next: Partial< SecondCompanyAttributes > ) => void;
}

/**
 * The label of the second company's name.
 */
export function SecondCompanyInspector( props: Props ): React.ReactElement {
	return (
		<TextSettings
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
