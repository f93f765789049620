import { __ } from '@wordpress/i18n';

import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const LEAVE_A_NOTE_PATH = 'serviceInformation.leaveANote';

export const noteField = (): FieldRule => ( {
	path: 'serviceInformation.note',
	label: __( 'Note', 'formation-orders' ),
	rules: FIELD_RULES.longText(),
} );

/** The box itself: a choice, never wrong, listed so that the module's every input is one of its fields. */
export const leaveANoteBox = (): FieldRule => ( {
	path: LEAVE_A_NOTE_PATH,
	label: __( 'Leave a note', 'formation-orders' ),
	rules: '',
} );

/** The note is required (at most 2000 characters) only while "Leave a note" is ticked. */
export const leaveANoteFields = (
	_attributes: unknown,
	formData: FormDataStore
): FieldRule[] => [
	leaveANoteBox(),
	...( formData.get( LEAVE_A_NOTE_PATH ) === true ? [ noteField() ] : [] ),
];
