import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	formTypeOptions,
	type FormType,
} from '../../src/submission/form-types';
import {
	EngineSettingsPanel,
	type EngineAttributes,
} from './engine-settings-panel';

interface Attributes extends EngineAttributes {
	formType: FormType;
	stepMode: boolean;
	submitButtonText: string;
	termsText: string;
	termsUrl: string;
	phoneText: string;
	phoneNumber: string;
}

interface Props {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

/** A new form starts as a complete registered-agent order: state, contact and account, payment. */
const TEMPLATE = [
	[
		'formation-orders/form-step',
		{ key: 'company', label: 'Company' },
		[
			[ 'formation-orders/state-picker' ],
			[ 'formation-orders/company-information' ],
		],
	],
	[
		'formation-orders/form-step',
		{ key: 'contact', label: 'Contact' },
		[
			[ 'formation-orders/contact-information' ],
			[ 'formation-orders/account-setup' ],
		],
	],
	[
		'formation-orders/form-step',
		{ key: 'payment', label: 'Payment' },
		[
			[ 'formation-orders/payment' ],
			[ 'formation-orders/order-summary' ],
		],
	],
];

export function OrderFormEdit( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<div { ...useBlockProps( { className: 'fo-form fo-form--editor' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Form', 'formation-orders' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Form type', 'formation-orders' ) }
						help={ __(
							'What the form sells: the products, fields and order the marketing API expects follow from it.',
							'formation-orders'
						) }
						value={ attributes.formType }
						options={ formTypeOptions() }
						onChange={ ( formType: FormType ) =>
							setAttributes( { formType } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'One step at a time', 'formation-orders' ) }
						help={ __(
							'Off: every step shows on a single page.',
							'formation-orders'
						) }
						checked={ attributes.stepMode }
						onChange={ ( stepMode: boolean ) =>
							setAttributes( { stepMode } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Submit button text', 'formation-orders' ) }
						help={ __(
							'Empty: "Submit Order".',
							'formation-orders'
						) }
						value={ attributes.submitButtonText }
						onChange={ ( submitButtonText: string ) =>
							setAttributes( { submitButtonText } )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Terms and help lines', 'formation-orders' ) }
					initialOpen={ false }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Terms line', 'formation-orders' ) }
						help={ __(
							'Placeholders: {{submit_button_text}}, {{terms_link:link text}}.',
							'formation-orders'
						) }
						value={ attributes.termsText }
						onChange={ ( termsText: string ) =>
							setAttributes( { termsText } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Terms page', 'formation-orders' ) }
						help={ __(
							'Where the terms link of the terms line leads.',
							'formation-orders'
						) }
						value={ attributes.termsUrl }
						onChange={ ( termsUrl: string ) =>
							setAttributes( { termsUrl } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Phone help line', 'formation-orders' ) }
						help={ __(
							'Placeholder: {{phone_number}}. Shown only with a phone number.',
							'formation-orders'
						) }
						value={ attributes.phoneText }
						onChange={ ( phoneText: string ) =>
							setAttributes( { phoneText } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Phone number', 'formation-orders' ) }
						help={ __(
							'Shown in the phone help line. Empty: no phone help line.',
							'formation-orders'
						) }
						value={ attributes.phoneNumber }
						onChange={ ( phoneNumber: string ) =>
							setAttributes( { phoneNumber } )
						}
					/>
				</PanelBody>
				<EngineSettingsPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<InnerBlocks
				allowedBlocks={ [ 'formation-orders/form-step' ] }
				template={ TEMPLATE }
			/>
		</div>
	);
}
