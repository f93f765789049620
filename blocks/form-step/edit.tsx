import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export const MODULE_BLOCKS = [
	'formation-orders/state-picker',
	'formation-orders/company-information',
	'formation-orders/contact-information',
	'formation-orders/account-setup',
	'formation-orders/payment',
	'formation-orders/order-summary',
	'formation-orders/filing-methods',
	'formation-orders/coupon-field',
	'formation-orders/multi-state-picker',
	'formation-orders/optional-products',
	'formation-orders/billing-type',
];

interface Props {
	attributes: { key: string; label: string };
	setAttributes: ( next: Partial< Props[ 'attributes' ] > ) => void;
}

const toKey = ( label: string ) =>
	label
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );

export function FormStepEdit( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<div { ...useBlockProps( { className: 'fo-step' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Step', 'formation-orders' ) }>
					<TextControl
						label={ __( 'Label', 'formation-orders' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes(
								attributes.key
									? { label }
									: { label, key: toKey( label ) }
							)
						}
					/>
					<TextControl
						label={ __( 'Key', 'formation-orders' ) }
						help={ __(
							'Identifies the step in the form data and in analytics.',
							'formation-orders'
						) }
						value={ attributes.key }
						onChange={ ( key: string ) =>
							setAttributes( { key: toKey( key ) } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<h2 className="fo-step__title">
				{ attributes.label ||
					__( 'Untitled step', 'formation-orders' ) }
			</h2>
			<InnerBlocks allowedBlocks={ MODULE_BLOCKS } />
		</div>
	);
}
