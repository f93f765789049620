import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../components/SelectField';
import { jurisdictionGroups } from '../../jurisdictions';
import { useStore } from '../../store/store-context';
import type { ModuleProps } from '../module-props';
import { statePickerFields } from './fields';

/** The state the company is in: choosing it loads that state's products into the cart. */
export const StatePicker = observer( function StatePicker( {
	attributes,
}: ModuleProps ): React.ReactElement {
	const { formData } = useStore();
	const [ field ] = statePickerFields( attributes );
	const limitTo = Array.isArray( attributes.jurisdictions )
		? ( attributes.jurisdictions as string[] )
		: [];

	return (
		<SelectField
			field={ field }
			placeholder={ __( 'Choose a state', 'formation-orders' ) }
			groups={ jurisdictionGroups( limitTo ) }
			onSelect={ ( key, name ) =>
				formData.set(
					'companyInformation.state',
					key ? { key, value: name } : null
				)
			}
		/>
	);
} );
