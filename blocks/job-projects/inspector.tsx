import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { JobProjectsAttributes } from './attributes';

interface Props {
	attributes: JobProjectsAttributes;
	setAttributes: ( next: Partial< JobProjectsAttributes > ) => void;
}

/**
 * How many projects an applicant may add.
 */
export function JobProjectsInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Projects', 'formation-orders' ) }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 1 }
					label={ __( 'Most projects', 'formation-orders' ) }
					help={ __(
						'How many projects an applicant may add; at least 1.',
						'formation-orders'
					) }
					value={ String( attributes.maxProjects ) }
					onChange={ ( value: string ) => {
						const maxProjects = Number( value );
						if (
							Number.isFinite( maxProjects ) &&
							maxProjects >= 1
						) {
							setAttributes( { maxProjects } );
						}
					} }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
