import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { DomainSearchAttributes } from './attributes';

interface Props {
	attributes: DomainSearchAttributes;
	setAttributes: ( next: Partial< DomainSearchAttributes > ) => void;
}

/** A whole number from a number field; an emptied field keeps the current value. */
const wholeNumber = ( value: string, current: number ) => {
	const parsed = Number.parseInt( value, 10 );
	return Number.isFinite( parsed ) && parsed >= 0 ? parsed : current;
};

/**
 * The domain step's settings: its label, whether a domain is required, routing, the most domains and years,
 * and where single-domain mode goes once the domain is chosen.
 */
export function DomainSearchInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Domain search', 'formation-orders' ) }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Search label', 'formation-orders' ) }
					help={ __(
						'Above the search box. Empty: "Find your domain".',
						'formation-orders'
					) }
					value={ attributes.label }
					onChange={ ( label: string ) => setAttributes( { label } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'A domain is required', 'formation-orders' ) }
					help={ __(
						'On: the order needs at least one domain in the domain cart.',
						'formation-orders'
					) }
					checked={ attributes.required }
					onChange={ ( required: boolean ) =>
						setAttributes( { required } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Search route', 'formation-orders' ) }
					help={ __(
						'On: each search adds the domain to the address (…/#/acme.com), and an address holding one searches it.',
						'formation-orders'
					) }
					checked={ attributes.routing }
					onChange={ ( routing: boolean ) =>
						setAttributes( { routing } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					label={ __( 'Most domains', 'formation-orders' ) }
					help={ __(
						'How many domains the cart holds; 0: no limit. 1: choosing a domain goes straight on to the cart.',
						'formation-orders'
					) }
					value={ String( attributes.maxDomains ) }
					onChange={ ( value: string ) =>
						setAttributes( {
							maxDomains: wholeNumber(
								value,
								attributes.maxDomains
							),
						} )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 1 }
					label={ __(
						'Longest registration (years)',
						'formation-orders'
					) }
					help={ __(
						'The duration stepper goes from 1 year up to this. Default 10.',
						'formation-orders'
					) }
					value={ String( attributes.maxRegistrationDuration ) }
					onChange={ ( value: string ) =>
						setAttributes( {
							maxRegistrationDuration: wholeNumber(
								value,
								attributes.maxRegistrationDuration
							),
						} )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Cart page', 'formation-orders' ) }
					help={ __(
						'With one domain at most: where the visitor goes 1.5 s after choosing it. Empty: the next step of this form.',
						'formation-orders'
					) }
					value={ attributes.cartUrl }
					onChange={ ( cartUrl: string ) =>
						setAttributes( { cartUrl } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
