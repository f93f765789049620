import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ListTextControl } from '../../src/editor/ListTextControl';
import type { AffiliateInformationAttributes } from './attributes';

interface Props {
	attributes: AffiliateInformationAttributes;
	setAttributes: ( next: Partial< AffiliateInformationAttributes > ) => void;
}

const labelsFromText = ( text: string ): string[] =>
	text
		.split( ',' )
		.map( ( label ) => label.trim() )
		.filter( Boolean );

/**
 * The affiliate types a visitor chooses from.
 */
export function AffiliateInformationInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Affiliate types', 'formation-orders' ) }>
				<ListTextControl
					label={ __( 'Affiliate types', 'formation-orders' ) }
					help={ __(
						'The choices of "Affiliate Type", separated by commas, e.g. "Accountant, Attorney, Other".',
						'formation-orders'
					) }
					items={ attributes.affiliateTypes }
					parse={ labelsFromText }
					onChange={ ( affiliateTypes: string[] ) =>
						setAttributes( { affiliateTypes } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
