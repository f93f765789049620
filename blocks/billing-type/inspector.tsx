import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';

import type { BillingTypeAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: BillingTypeAttributes;
	setAttributes: ( next: Partial< BillingTypeAttributes > ) => void;
}

/**
 * The heading of the Pay Up Front / Pay Monthly choice and the message refusing monthly billing.
 */
export function BillingTypeInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Billing', 'formation-orders' ) }
			settings={ [
				{
					key: 'label',
					label: __( 'Label', 'formation-orders' ),
					help: __(
						'Above the Pay Up Front / Pay Monthly choice. Empty: "Billing".',
						'formation-orders'
					),
				},
				{
					key: 'monthlyRefusedMessage',
					long: true,
					label: __( 'Monthly billing refused', 'formation-orders' ),
					help: __(
						'Shown when a nonprofit corporation chooses Pay Monthly. Empty: "Monthly billing is not available for nonprofit corporations. Please choose Pay Up Front."',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
