import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { LeaveANoteAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: LeaveANoteAttributes;
	setAttributes: ( next: Partial< LeaveANoteAttributes > ) => void;
}

/**
 * The label of the "Leave a note" box.
 */
export function LeaveANoteInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Leave a note', 'formation-orders' ) }
			settings={ [
				{
					key: 'label',
					label: __( 'Label', 'formation-orders' ),
					help: __(
						'Beside the box that opens the note. Empty: "Leave a note".',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
