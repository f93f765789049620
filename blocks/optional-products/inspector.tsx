import { __ } from '@wordpress/i18n';

import { TextSettings } from '../../src/editor/TextSettings';

import type { OptionalProductsAttributes } from './attributes';

interface Props {
	attributes: OptionalProductsAttributes;
	setAttributes: ( next: Partial< OptionalProductsAttributes > ) => void;
}

/**
 * The heading above the optional items.
 */
export function OptionalProductsInspector( props: Props ): React.ReactElement {
	return (
		<TextSettings
			title={ __( 'Optional items', 'formation-orders' ) }
			settings={ [
				{
					key: 'title',
					label: __( 'Heading', 'formation-orders' ),
					help: __(
						'Above the optional items. Empty: "Optional Items".',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
