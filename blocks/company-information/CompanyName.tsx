import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import {
	designatorOf,
	LLC_DESIGNATORS,
	withDesignator,
} from '../../src/company/designator';
import { useStore } from '../../src/store/store-context';
import { COMPANY_FIELDS } from './fields';
import { LINE_MAX_CHARS } from '../../src/validation/field-rules';

/**
 * The company name, with the designator beside it when the entity type takes one: typing a name that ends with
 * a designator chooses it; choosing a designator rewrites the name's ending.
 */
export const CompanyName = observer( function CompanyName( {
	designator: askDesignator,
	alternateName,
}: {
	designator: boolean;
	alternateName: boolean;
} ): React.ReactElement {
	const { formData } = useStore();
	const name = COMPANY_FIELDS.companyName();
	const designator = COMPANY_FIELDS.designator();
	return (
		<>
			<TextField
				field={ name }
				autoComplete="organization"
				maxLength={ LINE_MAX_CHARS }
				format={ ( typed ) => {
					const ending = askDesignator ? designatorOf( typed ) : null;
					if ( ending ) {
						formData.set( designator.path, ending );
					}
					return typed;
				} }
			/>
			{ askDesignator && (
				<SelectField
					field={ designator }
					placeholder={ __(
						'Choose a designator',
						'formation-orders'
					) }
					options={ LLC_DESIGNATORS.map( ( value ) => ( {
						value,
						label: value,
					} ) ) }
					onSelect={ ( value ) => {
						formData.set( designator.path, value );
						formData.set(
							name.path,
							withDesignator(
								formData.getString( name.path ),
								value
							)
						);
					} }
				/>
			) }
			{ alternateName && (
				<TextField
					field={ COMPANY_FIELDS.altCompanyName() }
					maxLength={ LINE_MAX_CHARS }
					hint={ __(
						'A second choice, in case the state refuses the first name.',
						'formation-orders'
					) }
				/>
			) }
		</>
	);
} );
