import { defineModule } from '../../src/modules/module-definition';
import { formationDetailsAttributes } from './attributes';
import { detailsStateOf, formationDetailsFields } from './fields';
import { FormationDetails } from './FormationDetails';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: formationDetailsAttributes,
	Component: FormationDetails,
	fields: ( _attributes, formData ) =>
		formationDetailsFields( detailsStateOf( formData ) ),
} );
