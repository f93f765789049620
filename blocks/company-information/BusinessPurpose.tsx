import { useEffect } from '@wordpress/element';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { TextAreaField } from '../../src/components/TextAreaField';
import type { CompanyQuestions } from '../../src/company/company-questions';
import { useStore } from '../../src/store/store-context';
import { TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import { COMPANY_FIELDS } from './fields';

/**
 * The business purpose: the generic purpose (ticked by default where offered) or the visitor's own words, which
 * start from the form's starter text; the starter text alone does not count as a purpose. The generic purpose
 * switches off when it stops being offered.
 */
export const BusinessPurpose = observer( function BusinessPurpose( {
	shown,
	genericPurposeText,
	starterText,
}: {
	shown: CompanyQuestions;
	genericPurposeText: string;
	starterText: string;
} ): React.ReactElement | null {
	const { formData } = useStore();
	const purpose = COMPANY_FIELDS.businessPurpose( starterText );
	const typed = formData.getString( purpose.path );
	useEffect( () => {
		if ( shown.purposeText && starterText && ! typed ) {
			formData.set( purpose.path, starterText );
		}
	}, [ formData, shown.purposeText, starterText, typed, purpose.path ] );
	// Where the generic purpose is not offered (a professional or nonprofit company) it is switched off, so the
	// order carries the purpose typed here, and the box comes back unticked if the entity type changes back.
	const genericLeftOn =
		shown.businessPurpose &&
		! shown.genericPurpose &&
		formData.company.useGenericBusinessPurpose !== false;
	useEffect( () => {
		if ( genericLeftOn ) {
			formData.set(
				'companyInformation.useGenericBusinessPurpose',
				false
			);
		}
	}, [ formData, genericLeftOn ] );
	if ( ! shown.businessPurpose ) {
		return null;
	}
	return (
		<>
			{ shown.genericPurpose && (
				<CheckboxField
					field={ COMPANY_FIELDS.genericPurpose() }
					checked={ ! shown.purposeText }
					onToggle={ ( generic ) =>
						formData.set(
							'companyInformation.useGenericBusinessPurpose',
							generic
						)
					}
					hint={ genericPurposeText && `(${ genericPurposeText })` }
				/>
			) }
			{ shown.purposeText && (
				<TextAreaField field={ purpose } maxLength={ TEXT_MAX_CHARS } />
			) }
		</>
	);
} );
