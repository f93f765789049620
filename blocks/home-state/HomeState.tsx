import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { jurisdictionGroups } from '../../src/jurisdictions';
import { useStore } from '../../src/store/store-context';
import type { ModuleProps } from '../../src/modules/module-props';
import type { HomeStateAttributes } from './attributes';
import { HOME_STATE_PATH, homeStateFields } from './fields';

/**
 * The company's home state: where it was formed. A foreign registration or a domestication is ordered for
 * another state (the state picker's), so the home state only travels with the order; it prices nothing.
 */
export const HomeState = observer( function HomeState( {
	attributes,
}: ModuleProps< HomeStateAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const [ field ] = homeStateFields( attributes );
	return (
		<SelectField
			field={ field }
			placeholder={ __( 'Choose a state', 'formation-orders' ) }
			groups={ jurisdictionGroups( attributes.jurisdictions ) }
			onSelect={ ( key, name ) =>
				formData.set(
					HOME_STATE_PATH,
					key ? { key, value: name } : null
				)
			}
		/>
	);
} );
