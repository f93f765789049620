import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { JobProjectsAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: JobProjectsAttributes;
	setAttributes: ( next: Partial< JobProjectsAttributes > ) => void;
}

/**
 * How many projects an applicant may add.
 */
export function JobProjectsInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Projects', 'formation-orders' ) }
			settings={ [
				{
					key: 'maxProjects',
					label: __( 'Most projects', 'formation-orders' ),
					help: __(
						'How many projects an applicant may add; at least 1.',
						'formation-orders'
					),
					min: 1,
				},
			] }
			{ ...props }
		/>
	);
}
