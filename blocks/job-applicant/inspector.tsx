import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { JobApplicantAttributes } from './attributes';

interface Props {
	attributes: JobApplicantAttributes;
	setAttributes: ( next: Partial< JobApplicantAttributes > ) => void;
}

/**
 * Whether the applicant's links are required (resume and cover letter always are).
 */
export function JobApplicantInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Applicant', 'formation-orders' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Links required', 'formation-orders' ) }
					help={ __(
						'On: the LinkedIn, GitHub and code sample links must all be given.',
						'formation-orders'
					) }
					checked={ attributes.linksRequired }
					onChange={ ( linksRequired: boolean ) =>
						setAttributes( { linksRequired } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
