import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { ContactInformationAttributes } from './attributes';
import metadata from './block.json';
import type { ContactExtras } from './fields';

interface Props {
	attributes: ContactInformationAttributes;
	setAttributes: ( next: Partial< ContactInformationAttributes > ) => void;
}

const detailsOptions = (): Array< { value: string; label: string } > => [
	{
		value: 'full',
		label: __( 'Name, phone and address', 'formation-orders' ),
	},
	{ value: 'name', label: __( 'Name only', 'formation-orders' ) },
];

const extras = (): Array< {
	key: keyof ContactExtras;
	label: string;
	help: string;
} > => [
	{
		key: 'askSecondaryPhone',
		label: __( 'Ask a secondary phone', 'formation-orders' ),
		help: __(
			'Optional; sent as the alternate phone. Only when the block asks for the phone.',
			'formation-orders'
		),
	},
	{
		key: 'askFax',
		label: __( 'Ask a fax number', 'formation-orders' ),
		help: __(
			'Optional; sent as the fax phone, digits only.',
			'formation-orders'
		),
	},
	{
		key: 'offerInsuranceOptIn',
		label: __( 'Offer the business insurance opt-in', 'formation-orders' ),
		help: __(
			'A box the visitor may tick to be sent a free business insurance quote; a tick is sent with the contact.',
			'formation-orders'
		),
	},
	{
		key: 'offerCheckingOptIn',
		label: __( 'Offer the business checking opt-in', 'formation-orders' ),
		help: __(
			'A box the visitor may tick to hear about a business checking account; a tick is sent with the contact.',
			'formation-orders'
		),
	},
];

/**
 * What the block asks for (name, phone and address, or the name alone), whether the contact address is checked
 * with the postal service (the "Use Verified Address" prompt), and the optional secondary phone, fax and opt-ins.
 */
export function ContactInformationInspector(
	props: Props
): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Contact information', 'formation-orders' ) }
			settings={ [
				{
					key: 'details',
					label: __( 'Ask for', 'formation-orders' ),
					help: __(
						'Ask only for what the form sends: a free account sends the name with the account, not the phone or the address.',
						'formation-orders'
					),
					options: detailsOptions(),
				},
				{
					key: 'verifyAddress',
					label: __(
						'Check the address with the postal service',
						'formation-orders'
					),
					help: __(
						'Once a US address is complete, the postal service is asked for it; a differing answer offers "Use Verified Address" or Cancel. Needs the postal lookup key in the settings. Only when the block asks for the address.',
						'formation-orders'
					),
				},
				...extras(),
			] }
			{ ...props }
		/>
	);
}
