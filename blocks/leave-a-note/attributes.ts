import { moduleAttributesParser, text } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const leaveANoteAttributes = moduleAttributesParser( metadata, {
	label: text,
} );

export type LeaveANoteAttributes = ReturnType< typeof leaveANoteAttributes >;
