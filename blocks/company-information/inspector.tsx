import { InspectorControls } from '@wordpress/block-editor';
import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	AttributeControls,
	type AttributeSetting,
} from '../../src/editor/AttributeSettings';
import { ListTextControl } from '../../src/editor/ListTextControl';
import { jurisdictionsFromText } from '../../src/editor/product-list';
import { ENTITY_TYPES } from '../../src/entity-types';
import type { CompanyInformationAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: CompanyInformationAttributes;
	setAttributes: ( next: Partial< CompanyInformationAttributes > ) => void;
}

type Setting = AttributeSetting< keyof CompanyInformationAttributes >;

/** The questions the form may ask, each switched on or off. */
const questions = (): Setting[] => [
	{
		key: 'askBusinessFormed',
		label: __( 'Ask whether the business is formed', 'formation-orders' ),
		help: __(
			'"Have you formed your business?" first, for forms that serve an existing business: No empties the cart and says the business must exist first; Yes fills it again.',
			'formation-orders'
		),
	},
	{
		key: 'askDesignator',
		label: __( 'Ask the designator', 'formation-orders' ),
		help: __(
			'LLC, L.L.C. or Limited Liability Company beside an LLC’s name; the name’s ending follows the choice and the other way round.',
			'formation-orders'
		),
	},
	{
		key: 'askAlternateName',
		label: __( 'Ask an alternate name', 'formation-orders' ),
		help: __(
			'A second company name, in case the state refuses the first.',
			'formation-orders'
		),
	},
	{
		key: 'askHomeState',
		label: __( 'Ask the home state', 'formation-orders' ),
		help: __(
			'The state where the company was formed (foreign registrations).',
			'formation-orders'
		),
	},
	{
		key: 'askNaics',
		label: __( 'Ask the NAICS code', 'formation-orders' ),
		help: __(
			'Required in the states listed below, optional elsewhere; never asked of a nonprofit corporation.',
			'formation-orders'
		),
	},
	{
		key: 'askFormationDate',
		label: __( 'Ask the formation date', 'formation-orders' ),
		help: __(
			'MM/DD/YYYY, at the latest December 31 of last year; the visitor may tick "I don’t know my Formation Date".',
			'formation-orders'
		),
	},
	{
		key: 'askNotifyAttorney',
		label: __( 'Offer to notify an attorney', 'formation-orders' ),
		help: __(
			'Default No; Yes asks the attorney’s first name, last name and email.',
			'formation-orders'
		),
	},
	{
		key: 'askNameReservation',
		label: __( 'Ask about a name reservation', 'formation-orders' ),
		help: __(
			'Default No; Yes asks the reservation number and, with a configured product of category "name-reservation", adds that product to the cart; No takes it out.',
			'formation-orders'
		),
	},
	{
		key: 'askUbi',
		label: __( 'Ask the UBI number', 'formation-orders' ),
		help: __(
			'Whether the company has a UBI number, then its 9 digits; only in the UBI states below.',
			'formation-orders'
		),
	},
	{
		key: 'askBusinessPurpose',
		label: __( 'Ask the business purpose', 'formation-orders' ),
		help: __(
			'At least 10 characters of the visitor’s own words (the starter text does not count).',
			'formation-orders'
		),
	},
	{
		key: 'offerGenericPurpose',
		label: __( 'Offer the generic purpose', 'formation-orders' ),
		help: __(
			'A box, ticked by default, that uses the generic purpose instead of the visitor’s words.',
			'formation-orders'
		),
	},
	{
		key: 'askPrincipalAddress',
		label: __( 'Ask the principal address', 'formation-orders' ),
		help: __(
			'The registered agent’s address (default; not offered in Alaska, Hawaii and Puerto Rico, where the contact’s is the default), the contact’s, or another one in any country.',
			'formation-orders'
		),
	},
	{
		key: 'askMailingAddress',
		label: __( 'Ask the mailing address', 'formation-orders' ),
		help: __(
			'As the principal address: agent’s, contact’s or another one.',
			'formation-orders'
		),
	},
	{
		key: 'askCompanyNotes',
		label: __( 'Ask for company notes', 'formation-orders' ),
		help: __( 'Free text sent with the company.', 'formation-orders' ),
	},
];

/** The texts of the business purpose questions. */
const purposeTexts = (): Setting[] => [
	{
		key: 'genericPurposeText',
		label: __( 'Generic purpose', 'formation-orders' ),
		help: __( 'Shown beside the generic purpose box.', 'formation-orders' ),
		long: true,
	},
	{
		key: 'purposeStarterText',
		label: __( 'Purpose starter text', 'formation-orders' ),
		help: __(
			'The business purpose box starts with this text; the visitor completes it, and it does not count toward the 10 characters.',
			'formation-orders'
		),
		long: true,
	},
];

/**
 * Which company questions the form asks, the entity types it allows and how it offers them, and the lists and
 * texts those questions use. The opt-in products (beneficial ownership, New York publication, mail forwarding,
 * name reservation) are the block's Products, by category.
 */
export function CompanyInformationInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const allowed = attributes.entityTypes.length
		? attributes.entityTypes
		: ENTITY_TYPES;
	const toggleType = ( type: string, on: boolean ) => {
		const next = ENTITY_TYPES.filter( ( candidate ) =>
			candidate === type ? on : allowed.includes( candidate )
		);
		setAttributes( {
			entityTypes: next.length === ENTITY_TYPES.length ? [] : next,
		} );
	};
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Company questions', 'formation-orders' ) }>
				<AttributeControls
					metadata={ metadata }
					settings={ questions() }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<ListTextControl
					label={ __( 'NAICS required in', 'formation-orders' ) }
					help={ __(
						'Two-letter codes separated by commas, e.g. "NY, CT". Empty: the site\'s list (Settings → Formation Orders → States that require a NAICS code).',
						'formation-orders'
					) }
					items={ attributes.naicsStates }
					parse={ jurisdictionsFromText }
					onChange={ ( naicsStates: string[] ) =>
						setAttributes( { naicsStates } )
					}
				/>
				<ListTextControl
					label={ __( 'UBI states', 'formation-orders' ) }
					help={ __(
						'The states whose companies have a UBI number (default WA). Empty: every state.',
						'formation-orders'
					) }
					items={ attributes.ubiStates }
					parse={ jurisdictionsFromText }
					onChange={ ( ubiStates: string[] ) =>
						setAttributes( { ubiStates } )
					}
				/>
				<AttributeControls
					metadata={ metadata }
					settings={ purposeTexts() }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Entity types', 'formation-orders' ) }
				initialOpen={ false }
			>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Show entity types as', 'formation-orders' ) }
					help={ __(
						'A select, or radio buttons showing four until the visitor asks for the rest. With one allowed type there is no question: it is chosen.',
						'formation-orders'
					) }
					value={ attributes.entityTypeDisplay }
					options={
						[
							{
								value: 'select',
								label: __( 'Select', 'formation-orders' ),
							},
							{
								value: 'radio',
								label: __(
									'Radio buttons',
									'formation-orders'
								),
							},
						] as Array< { value: string; label: string } >
					}
					onChange={ ( entityTypeDisplay: string ) =>
						setAttributes( { entityTypeDisplay } )
					}
				/>
				{ ENTITY_TYPES.map( ( type ) => (
					<CheckboxControl
						key={ type }
						__nextHasNoMarginBottom
						label={ type }
						help={ __(
							'Allowed on this form (the state’s rules still apply: PLLC in its states, NP Corp only in NY, LLC and Corp in WY). None ticked or all ticked: every type.',
							'formation-orders'
						) }
						checked={ allowed.includes( type ) }
						onChange={ ( on: boolean ) => toggleType( type, on ) }
					/>
				) ) }
			</PanelBody>
		</InspectorControls>
	);
}
