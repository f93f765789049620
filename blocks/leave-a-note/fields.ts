import { __ } from '@wordpress/i18n';

import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const LEAVE_A_NOTE_PATH = 'serviceInformation.leaveANote';

export const noteField = (): FieldRule => ( {
	path: 'serviceInformation.note',
	label: __( 'Note', 'formation-orders' ),
	rules: FIELD_RULES.longText,
} );

/** The note is required (at most 2000 characters) only while "Leave a note" is ticked. */
export const leaveANoteFields = (
	_attributes: unknown,
	formData: FormDataStore
): FieldRule[] =>
	formData.get( LEAVE_A_NOTE_PATH ) === true ? [ noteField() ] : [];
