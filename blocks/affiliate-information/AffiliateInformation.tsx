import { observer } from 'mobx-react-lite';

import { __ } from '@wordpress/i18n';

import { SelectField } from '../../src/components/SelectField';
import { TextAreaField } from '../../src/components/TextAreaField';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { LONG_TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import type { AffiliateInformationAttributes } from './attributes';
import { affiliateInformationFields, affiliateTypeKey } from './fields';

/**
 * What kind of affiliate the visitor is (the types the editor configured) and what they mean to achieve.
 * The type is kept as {key, value}: the key goes to the account as affiliate_type.
 */
export const AffiliateInformation = observer( function AffiliateInformation( {
	attributes,
}: ModuleProps< AffiliateInformationAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const [ affiliateType, goals ] = affiliateInformationFields();
	const options = attributes.affiliateTypes
		.filter( ( label ) => affiliateTypeKey( label ) !== '' )
		.map( ( label ) => ( { value: affiliateTypeKey( label ), label } ) );
	return (
		<>
			<SelectField
				field={ affiliateType }
				placeholder={ __( 'Choose one', 'formation-orders' ) }
				options={ options }
				onSelect={ ( key, label ) =>
					formData.set(
						'affiliateInformation.affiliateType',
						key ? { key, value: label } : null
					)
				}
			/>
			<TextAreaField
				field={ goals }
				maxLength={ LONG_TEXT_MAX_CHARS }
				hint={ __(
					'What would you like to achieve as our affiliate?',
					'formation-orders'
				) }
			/>
		</>
	);
} );
