import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { TextAreaField } from '../../src/components/TextAreaField';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { LONG_TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import type { LeaveANoteAttributes } from './attributes';
import { LEAVE_A_NOTE_PATH, noteField } from './fields';

/**
 * "Leave a note": ticking it opens the note. Unticking keeps what was typed (never clear what the visitor
 * typed), but an unticked note is neither required nor sent.
 */
export const LeaveANote = observer( function LeaveANote( {
	attributes,
}: ModuleProps< LeaveANoteAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const ids = useFormIds();
	const id = ids.field( LEAVE_A_NOTE_PATH );
	const open = formData.get( LEAVE_A_NOTE_PATH ) === true;
	return (
		<>
			<div className="fo-checkbox">
				<input
					type="checkbox"
					id={ id }
					checked={ open }
					onChange={ ( event ) =>
						formData.set( LEAVE_A_NOTE_PATH, event.target.checked )
					}
				/>
				<label htmlFor={ id }>
					{ attributes.label ||
						__( 'Leave a note', 'formation-orders' ) }
				</label>
			</div>
			{ open && (
				<TextAreaField
					field={ noteField() }
					maxLength={ LONG_TEXT_MAX_CHARS }
				/>
			) }
		</>
	);
} );
