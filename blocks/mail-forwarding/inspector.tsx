import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	RECIPIENTS_CEILING,
	RECIPIENTS_MAX,
	RECIPIENTS_MIN,
} from '../../src/mail-forwarding/availability';
import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { MailForwardingAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: MailForwardingAttributes;
	setAttributes: ( next: Partial< MailForwardingAttributes > ) => void;
}

const whole = ( value: string, fallback: number ) => {
	const parsed = Number.parseInt( value, 10 );
	return Number.isInteger( parsed )
		? Math.min( RECIPIENTS_CEILING, Math.max( RECIPIENTS_MIN, parsed ) )
		: fallback;
};

/**
 * The heading of the product choice and how many recipients the form asks for.
 */
export function MailForwardingInspector( props: Props ): React.ReactElement {
	const { attributes, setAttributes } = props;
	return (
		<>
			<AttributeSettings
				metadata={ metadata }
				title={ __( 'Mail forwarding', 'formation-orders' ) }
				settings={ [
					{
						key: 'label',
						label: __( 'Heading', 'formation-orders' ),
						help: __(
							'Above the mail forwarding / virtual office products. Empty: "Mail forwarding service".',
							'formation-orders'
						),
					},
				] }
				{ ...props }
			/>
			<InspectorControls>
				<PanelBody title={ __( 'Recipients', 'formation-orders' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						label={ __( 'Fewest recipients', 'formation-orders' ) }
						help={ __(
							'Rows always shown; each needs a first and last name. Default 1.',
							'formation-orders'
						) }
						value={ String( attributes.recipientsMin ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								recipientsMin: whole( value, RECIPIENTS_MIN ),
							} )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						label={ __( 'Most recipients', 'formation-orders' ) }
						help={ __(
							'The visitor can add rows up to this number. Default 4.',
							'formation-orders'
						) }
						value={ String( attributes.recipientsMax ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								recipientsMax: whole( value, RECIPIENTS_MAX ),
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
		</>
	);
}
