import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';

import type { OptionalProductsAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: OptionalProductsAttributes;
	setAttributes: ( next: Partial< OptionalProductsAttributes > ) => void;
}

/**
 * The heading above the optional items.
 */
export function OptionalProductsInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
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
