import { defineModule } from '../../src/modules/module-definition';
import { multiStatePickerAttributes } from './attributes';
import { MultiStatePicker } from './MultiStatePicker';
import { multiStatePickerFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: multiStatePickerAttributes,
	Component: MultiStatePicker,
	fields: multiStatePickerFields,
} );
