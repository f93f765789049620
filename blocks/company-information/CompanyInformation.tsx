import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import { ENTITY_TYPES } from '../../src/entity-types';
import { entityTypesOffered } from '../../src/pricing/state-rules';
import { useStore } from '../../src/store/store-context';
import { companyInformationFields } from './fields';

export const CompanyInformation = observer(
	function CompanyInformation(): React.ReactElement {
		const { formData } = useStore();
		const [ name, entityType ] = companyInformationFields();

		return (
			<>
				<TextField
					field={ name }
					autoComplete="organization"
					maxLength={ 200 }
				/>
				<SelectField
					field={ entityType }
					placeholder={ __(
						'Choose an entity type',
						'formation-orders'
					) }
					options={ entityTypesOffered(
						ENTITY_TYPES,
						formData.formType,
						formData.selectedState?.key
					).map( ( type ) => ( {
						value: type,
						label: type,
					} ) ) }
					onSelect={ ( key ) =>
						formData.chooseEntityType( key || null )
					}
				/>
			</>
		);
	}
);
