import { defineModule } from '../../src/modules/module-definition';
import { statePickerAttributes } from './attributes';
import { StatePicker } from './StatePicker';
import { statePickerFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: statePickerAttributes,
	Component: StatePicker,
	fields: statePickerFields,
} );
