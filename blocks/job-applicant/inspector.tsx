import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { JobApplicantAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: JobApplicantAttributes;
	setAttributes: ( next: Partial< JobApplicantAttributes > ) => void;
}

/**
 * Whether the applicant's links are required (resume and cover letter always are).
 */
export function JobApplicantInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Applicant', 'formation-orders' ) }
			settings={ [
				{
					key: 'linksRequired',
					label: __( 'Links required', 'formation-orders' ),
					help: __(
						'On: the LinkedIn, GitHub and code sample links must all be given.',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
