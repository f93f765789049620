import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import type { SecondCompanyAttributes } from './attributes';
import { secondCompanyFields } from './fields';

/**
 * Double LLC: the name of the second company. Its formation is this block's product (`company: "second"`),
 * in the cart beside the first one's and sent under the order's second company.
 */
export const SecondCompany = observer( function SecondCompany( {
	attributes,
}: ModuleProps< SecondCompanyAttributes > ): React.ReactElement {
	const [ name ] = secondCompanyFields( attributes );
	return <TextField field={ name } autoComplete="off" maxLength={ 200 } />;
} );
