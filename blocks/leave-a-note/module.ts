import { defineModule } from '../../src/modules/module-definition';
import { leaveANoteAttributes } from './attributes';
import { leaveANoteFields } from './fields';
import { LeaveANote } from './LeaveANote';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: leaveANoteAttributes,
	Component: LeaveANote,
	fields: leaveANoteFields,
} );
