import { InspectorControls } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import {
	AttributeSettingsPanel,
	type AttributeSetting,
} from '../../src/editor/AttributeSettings';
import { ENTITY_TYPES } from '../../src/entity-types';
import { formTypeOptions } from '../../src/submission/form-types';
import type { OrderFormAttributes } from './attributes';
import metadata from './block.json';

interface Panel {
	title: string;
	initialOpen?: boolean;
	settings: Array< AttributeSetting< keyof OrderFormAttributes > >;
}

const trim = ( typed: string ): string => typed.trim();

const entityTypeOptions = () =>
	ENTITY_TYPES.map( ( type ) => ( { value: type, label: type } ) );

/**
 * A link setting: a site path or a URL, without the spaces a paste brings along.
 * @param key   The attribute.
 * @param label The setting's label.
 * @param help  Where the link leads.
 */
const link = (
	key: keyof OrderFormAttributes,
	label: string,
	help: string
): AttributeSetting< keyof OrderFormAttributes > => ( {
	key,
	label,
	help,
	normalize: trim,
} );

/** The order form's sidebar, panel by panel: each setting's control is made from its attribute in block.json. */
const panels = (): Panel[] => [
	{
		title: __( 'Form', 'formation-orders' ),
		settings: [
			{
				key: 'formType',
				label: __( 'Form type', 'formation-orders' ),
				help: __(
					'What the form sells: the products, fields and order the marketing API expects follow from it.',
					'formation-orders'
				),
				options: formTypeOptions(),
			},
			{
				key: 'stepMode',
				label: __( 'One step at a time', 'formation-orders' ),
				help: __(
					'Off: every step shows on a single page.',
					'formation-orders'
				),
			},
			{
				key: 'submitButtonText',
				label: __( 'Submit button text', 'formation-orders' ),
				help: __(
					'The button that sends the form. Steps before the last show "Continue". With "Check answers before the order is placed" on, the last step shows "Review Order" and this button stands on the review page. Empty: "Submit Order" ("Submit" on forms that are not orders).',
					'formation-orders'
				),
			},
		],
	},
	{
		title: __( 'Terms and help lines', 'formation-orders' ),
		initialOpen: false,
		settings: [
			{
				key: 'termsText',
				label: __( 'Terms line', 'formation-orders' ),
				help: __(
					'Placeholders: {{submit_button_text}}, {{terms_link:link text}}.',
					'formation-orders'
				),
			},
			{
				key: 'termsUrl',
				label: __( 'Terms page', 'formation-orders' ),
				help: __(
					'Where the terms link of the terms line leads.',
					'formation-orders'
				),
			},
			{
				key: 'phoneText',
				label: __( 'Phone help line', 'formation-orders' ),
				help: __(
					'Placeholder: {{phone_number}}. Shown only with a phone number.',
					'formation-orders'
				),
			},
			{
				key: 'phoneNumber',
				label: __( 'Phone number', 'formation-orders' ),
				help: __(
					'Shown in the phone help line. Empty: no phone help line.',
					'formation-orders'
				),
			},
		],
	},
	{
		title: __( 'Behaviour', 'formation-orders' ),
		initialOpen: false,
		settings: [
			{
				key: 'persistFormData',
				label: __(
					'Keep what visitors typed when they reload',
					'formation-orders'
				),
				help: __(
					'Passwords and card details are never kept.',
					'formation-orders'
				),
			},
			{
				key: 'validationMode',
				label: __( 'Check fields', 'formation-orders' ),
				help: __(
					'When a field is checked and its error shown.',
					'formation-orders'
				),
				options: [
					{
						value: 'aggressive',
						label: __(
							'While typing and on leaving a field',
							'formation-orders'
						),
					},
					{
						value: 'lazy',
						label: __( 'On leaving a field', 'formation-orders' ),
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
				],
			},
			{
				key: 'shakeOnError',
				label: __(
					'Shake the form when a step has errors',
					'formation-orders'
				),
				help: __(
					'A short shake draws the eye to the first error on Continue or Submit.',
					'formation-orders'
				),
			},
			{
				key: 'runningTotal',
				label: __(
					'Show the order total on every step',
					'formation-orders'
				),
				help: __(
					'Beside the steps on wide screens, a "Total" bar that opens the order summary on a phone. An Order Summary block placed in a step is shown where it stands.',
					'formation-orders'
				),
			},
			{
				key: 'checkAnswers',
				label: __(
					'Check answers before the order is placed',
					'formation-orders'
				),
				help: __(
					'After the last step the visitor sees every answer, grouped by step, with a "Change" link for each; the order is placed from there, with the submit button. The last step\'s button then says "Review Order". Forms that are not orders are sent directly.',
					'formation-orders'
				),
			},
			{
				key: 'tooltipMode',
				label: __( 'Help texts open as', 'formation-orders' ),
				help: __(
					'How a module\'s help text opens behind its "?" button.',
					'formation-orders'
				),
				options: [
					{
						value: 'popover',
						label: __( 'Popover', 'formation-orders' ),
					},
					{
						value: 'modal',
						label: __( 'Dialog', 'formation-orders' ),
					},
				],
			},
			{
				key: 'errorToastTimeout',
				label: __( 'Error message time (ms)', 'formation-orders' ),
				help: __(
					'0 keeps error messages until closed.',
					'formation-orders'
				),
			},
			{
				key: 'spinnerMessage',
				label: __( 'Loading message', 'formation-orders' ),
				help: __(
					'Shown under the spinner while the order is sent. Empty: the spinner alone.',
					'formation-orders'
				),
			},
			{
				key: 'redirectEnabled',
				label: __(
					'Go to the thank-you page after success',
					'formation-orders'
				),
				help: __(
					'Off: the visitor stays on the form and sees the confirmation there.',
					'formation-orders'
				),
			},
		],
	},
	{
		title: __( 'Preselections', 'formation-orders' ),
		initialOpen: false,
		settings: [
			{
				key: 'preselectedState',
				label: __( 'State (two letters)', 'formation-orders' ),
				help: __(
					'Chosen for the visitor when the form opens, e.g. "WY". Empty: none.',
					'formation-orders'
				),
				normalize: ( typed ) => typed.toUpperCase().slice( 0, 2 ),
			},
			{
				key: 'preselectedEntityType',
				label: __( 'Entity type', 'formation-orders' ),
				help: __(
					'Chosen for the visitor when the form opens.',
					'formation-orders'
				),
				options: [
					{ value: '', label: __( 'None', 'formation-orders' ) },
					...entityTypeOptions(),
				],
			},
			{
				key: 'allowedEntityTypes',
				label: __( 'Allowed entity types', 'formation-orders' ),
				help: __(
					'The only types the entity type question offers (and a Company Information block’s own list is narrowed to them). None selected: all. Exactly one: chosen automatically, and the question is not shown.',
					'formation-orders'
				),
				options: entityTypeOptions(),
			},
			{
				key: 'preselectedMfvoProduct',
				label: __(
					'Optional product checked from the start',
					'formation-orders'
				),
				help: __(
					'The key (saveAs) of an optional product, e.g. "voiceOffice" for mail forwarding: ticked when the form opens. Empty: none.',
					'formation-orders'
				),
				normalize: trim,
			},
			{
				key: 'preselectedPhoneAreaCode',
				label: __( 'Phone area code', 'formation-orders' ),
				help: __(
					"Three digits, filled into the phone service's area code when the form opens.",
					'formation-orders'
				),
				normalize: ( typed ) =>
					typed.replace( /\D/g, '' ).slice( 0, 3 ),
			},
		],
	},
	{
		// An order goes to the login page the marketing API answers with; the other form types go to their own
		// thank-you page, so each has a setting.
		title: __( 'Links and thank-you pages', 'formation-orders' ),
		initialOpen: false,
		settings: [
			link(
				'contactUrl',
				__( 'Contact page', 'formation-orders' ),
				__(
					'Where "contact us" links in error messages lead.',
					'formation-orders'
				)
			),
			link(
				'loginUrl',
				__( 'Login page', 'formation-orders' ),
				__(
					'Where a visitor goes after resetting a password.',
					'formation-orders'
				)
			),
			link(
				'contactThankYouUrl',
				__( 'Contact thank-you page', 'formation-orders' ),
				__(
					'Shown after a contact or client profile form is sent.',
					'formation-orders'
				)
			),
			link(
				'contactRedirectLink',
				__( 'Contact redirect link', 'formation-orders' ),
				__(
					'When set, contact and client profile forms send the visitor here instead of the contact thank-you page. Empty: the site setting, else the contact thank-you page.',
					'formation-orders'
				)
			),
			link(
				'affiliateThankYouUrl',
				__( 'Affiliate thank-you page', 'formation-orders' ),
				__( 'Shown after an affiliate signup.', 'formation-orders' )
			),
			link(
				'jobThankYouUrl',
				__( 'Job application thank-you page', 'formation-orders' ),
				__( 'Shown after a job application.', 'formation-orders' )
			),
			link(
				'jobPriorityThankYouUrl',
				__(
					'Priority job application thank-you page',
					'formation-orders'
				),
				__(
					'Shown after a job application the marketing API marks as priority.',
					'formation-orders'
				)
			),
		],
	},
];

interface Props {
	attributes: OrderFormAttributes;
	setAttributes: ( next: Partial< OrderFormAttributes > ) => void;
}

/**
 * Every setting of the order form in its sidebar. The server checks each value again before a page carries it
 * (includes/Order_Form_Attributes.php): an editor's input is never trusted as it is.
 * @param props The block's attributes.
 */
export function OrderFormInspector( props: Props ): React.ReactElement {
	return (
		<InspectorControls>
			{ panels().map( ( panel ) => (
				<AttributeSettingsPanel
					key={ panel.title }
					metadata={ metadata }
					{ ...panel }
					{ ...props }
				/>
			) ) }
		</InspectorControls>
	);
}
