import { __ } from '@wordpress/i18n';

import { TextSettings } from '../../src/editor/TextSettings';
import type { LeaveANoteAttributes } from './attributes';

interface Props {
	attributes: LeaveANoteAttributes;
	setAttributes: ( next: Partial< LeaveANoteAttributes > ) => void;
}

/**
 * The label of the "Leave a note" box.
 */
export function LeaveANoteInspector( props: Props ): React.ReactElement {
	return (
		<TextSettings
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
