import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type {
	EngineSettings,
	TooltipMode,
	ValidationMode,
} from '../../src/engine/settings';
import { ENTITY_TYPES } from '../../src/entity-types';
import { LinksPanel, type LinkAttributes } from './links-panel';

/** The engine settings an editor sets in the block's sidebar. */
export type EngineAttributes = LinkAttributes &
	Pick<
		EngineSettings,
		| 'persistFormData'
		| 'validationMode'
		| 'shakeOnError'
		| 'runningTotal'
		| 'checkAnswers'
		| 'tooltipMode'
		| 'errorToastTimeout'
		| 'spinnerMessage'
		| 'redirectEnabled'
		| 'allowedEntityTypes'
		| 'preselectedState'
		| 'preselectedEntityType'
		| 'preselectedMfvoProduct'
		| 'preselectedPhoneAreaCode'
	>;

interface Props {
	attributes: EngineAttributes;
	setAttributes: ( next: Partial< EngineAttributes > ) => void;
}

/**
 * The form engine's settings (src/engine/settings.ts), checked again on the server by
 * includes/Engine_Settings.php.
 */
export function EngineSettingsPanel( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<>
			<PanelBody
				title={ __( 'Behaviour', 'formation-orders' ) }
				initialOpen={ false }
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Keep what visitors typed when they reload',
						'formation-orders'
					) }
					help={ __(
						'Passwords and card details are never kept.',
						'formation-orders'
					) }
					checked={ attributes.persistFormData }
					onChange={ ( persistFormData: boolean ) =>
						setAttributes( { persistFormData } )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Check fields', 'formation-orders' ) }
					help={ __(
						'When a field is checked and its error shown.',
						'formation-orders'
					) }
					value={ attributes.validationMode }
					options={ [
						{
							value: 'aggressive',
							label: __(
								'While typing and on leaving a field',
								'formation-orders'
							),
						},
						{
							value: 'lazy',
							label: __(
								'On leaving a field',
								'formation-orders'
							),
						},
						{
							value: 'eager',
							label: __(
								'On leaving a field, then while typing once wrong',
								'formation-orders'
							),
						},
						{
							value: 'passive',
							label: __(
								'Only on Continue and Submit',
								'formation-orders'
							),
						},
					] }
					onChange={ ( validationMode: ValidationMode ) =>
						setAttributes( { validationMode } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Shake the form when a step has errors',
						'formation-orders'
					) }
					help={ __(
						'A short shake draws the eye to the first error on Continue or Submit.',
						'formation-orders'
					) }
					checked={ attributes.shakeOnError }
					onChange={ ( shakeOnError: boolean ) =>
						setAttributes( { shakeOnError } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Show the order total on every step',
						'formation-orders'
					) }
					help={ __(
						'Beside the steps on wide screens, a "Total" bar that opens the order summary on a phone. An Order Summary block placed in a step is shown where it stands.',
						'formation-orders'
					) }
					checked={ attributes.runningTotal }
					onChange={ ( runningTotal: boolean ) =>
						setAttributes( { runningTotal } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Check answers before the order is placed',
						'formation-orders'
					) }
					help={ __(
						'After the last step the visitor sees every answer, grouped by step, with a "Change" link for each; the order is placed from there, with the submit button. The last step\'s button then says "Review Order". Forms that are not orders are sent directly.',
						'formation-orders'
					) }
					checked={ attributes.checkAnswers }
					onChange={ ( checkAnswers: boolean ) =>
						setAttributes( { checkAnswers } )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Help texts open as', 'formation-orders' ) }
					help={ __(
						'How a module\'s help text opens behind its "?" button.',
						'formation-orders'
					) }
					value={ attributes.tooltipMode }
					options={ [
						{
							value: 'popover',
							label: __( 'Popover', 'formation-orders' ),
						},
						{
							value: 'modal',
							label: __( 'Dialog', 'formation-orders' ),
						},
					] }
					onChange={ ( tooltipMode: TooltipMode ) =>
						setAttributes( { tooltipMode } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __(
						'Error message time (ms)',
						'formation-orders'
					) }
					help={ __(
						'0 keeps error messages until closed.',
						'formation-orders'
					) }
					type="number"
					value={ String( attributes.errorToastTimeout ) }
					onChange={ ( value: string ) =>
						setAttributes( {
							errorToastTimeout: Math.max(
								0,
								Number( value ) || 0
							),
						} )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Loading message', 'formation-orders' ) }
					help={ __(
						'Shown under the spinner while the order is sent. Empty: the spinner alone.',
						'formation-orders'
					) }
					value={ attributes.spinnerMessage }
					onChange={ ( spinnerMessage: string ) =>
						setAttributes( { spinnerMessage } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Go to the thank-you page after success',
						'formation-orders'
					) }
					help={ __(
						'Off: the visitor stays on the form and sees the confirmation there.',
						'formation-orders'
					) }
					checked={ attributes.redirectEnabled }
					onChange={ ( redirectEnabled: boolean ) =>
						setAttributes( { redirectEnabled } )
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Preselections', 'formation-orders' ) }
				initialOpen={ false }
			>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'State (two letters)', 'formation-orders' ) }
					help={ __(
						'Chosen for the visitor when the form opens, e.g. "WY". Empty: none.',
						'formation-orders'
					) }
					value={ attributes.preselectedState }
					onChange={ ( preselectedState: string ) =>
						setAttributes( {
							preselectedState: preselectedState
								.toUpperCase()
								.slice( 0, 2 ),
						} )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Entity type', 'formation-orders' ) }
					help={ __(
						'Chosen for the visitor when the form opens.',
						'formation-orders'
					) }
					value={ attributes.preselectedEntityType }
					options={ [
						{ value: '', label: __( 'None', 'formation-orders' ) },
						...ENTITY_TYPES.map( ( type ) => ( {
							value: type,
							label: type,
						} ) ),
					] }
					onChange={ ( preselectedEntityType: string ) =>
						setAttributes( { preselectedEntityType } )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					multiple
					label={ __( 'Allowed entity types', 'formation-orders' ) }
					help={ __(
						'The only types the entity type question offers (and a Company Information block’s own list is narrowed to them). None selected: all. Exactly one: chosen automatically, and the question is not shown.',
						'formation-orders'
					) }
					value={ attributes.allowedEntityTypes }
					options={ ENTITY_TYPES.map( ( type ) => ( {
						value: type,
						label: type,
					} ) ) }
					onChange={ ( allowedEntityTypes: string[] ) =>
						setAttributes( { allowedEntityTypes } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __(
						'Optional product checked from the start',
						'formation-orders'
					) }
					help={ __(
						'The key (saveAs) of an optional product, e.g. "voiceOffice" for mail forwarding: ticked when the form opens. Empty: none.',
						'formation-orders'
					) }
					value={ attributes.preselectedMfvoProduct }
					onChange={ ( preselectedMfvoProduct: string ) =>
						setAttributes( {
							preselectedMfvoProduct:
								preselectedMfvoProduct.trim(),
						} )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Phone area code', 'formation-orders' ) }
					help={ __(
						"Three digits, filled into the phone service's area code when the form opens.",
						'formation-orders'
					) }
					value={ attributes.preselectedPhoneAreaCode }
					onChange={ ( preselectedPhoneAreaCode: string ) =>
						setAttributes( {
							preselectedPhoneAreaCode: preselectedPhoneAreaCode
								.replace( /\D/g, '' )
								.slice( 0, 3 ),
						} )
					}
				/>
			</PanelBody>
			<LinksPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
		</>
	);
}
