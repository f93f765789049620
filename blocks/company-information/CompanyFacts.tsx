import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { RadioField } from '../../src/components/RadioField';
import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import type { CompanyQuestions } from '../../src/company/company-questions';
import { jurisdictionGroups, jurisdictionName } from '../../src/jurisdictions';
import { useStore } from '../../src/store/store-context';
import { COMPANY_FIELDS } from './fields';
import { answerOf, yesNoOptions } from './yes-no';

/**
 * What the state asks about an existing or new company: home state, NAICS code, formation date (or "I don't
 * know"), and the UBI number where the state has one.
 */
export const CompanyFacts = observer( function CompanyFacts( {
	shown,
}: {
	shown: CompanyQuestions;
} ): React.ReactElement {
	const { formData, validation } = useStore();
	const homeState = COMPANY_FIELDS.homeState();
	const formationDate = COMPANY_FIELDS.formationDate();
	const ubiToggle = COMPANY_FIELDS.ubiNumberToggle();
	return (
		<>
			{ shown.homeState && (
				<SelectField
					field={ homeState }
					placeholder={ __( 'Choose a state', 'formation-orders' ) }
					groups={ jurisdictionGroups().filter(
						( group ) => group.options[ 0 ]?.value !== 'OUTSIDE_US'
					) }
					onSelect={ ( key ) =>
						formData.set(
							'companyInformation.homeState',
							key ? { key, value: jurisdictionName( key ) } : null
						)
					}
				/>
			) }
			{ shown.naics && (
				<TextField
					field={ COMPANY_FIELDS.naicsCode( shown.naicsRequired ) }
					inputMode="numeric"
					maxLength={ 6 }
					hint={ __(
						'The industry code of your main business activity (2 to 6 digits).',
						'formation-orders'
					) }
				/>
			) }
			{ shown.formationDate && (
				<>
					{ shown.formationDateSkipped ? (
						<TextField
							field={ { ...formationDate, rules: '' } }
							disabled
						/>
					) : (
						<TextField
							field={ formationDate }
							inputMode="numeric"
							maxLength={ 10 }
							hint={ __( 'MM/DD/YYYY', 'formation-orders' ) }
						/>
					) }
					<CheckboxField
						field={ COMPANY_FIELDS.formationDateNotKnown() }
						onToggle={ ( notKnown ) => {
							formData.set(
								'companyInformation.formationDateNotKnown',
								notKnown
							);
							if ( notKnown ) {
								// The date is skipped: its old error would only confuse.
								validation.validateFields( [
									{ ...formationDate, rules: '' },
								] );
							}
						} }
					/>
				</>
			) }
			{ shown.ubi && (
				<RadioField
					field={ ubiToggle }
					legend={ __(
						'Do you have a UBI number?',
						'formation-orders'
					) }
					selected={ answerOf(
						formData.get( 'companyInformation.ubiNumberToggle' )
					) }
					options={ yesNoOptions() }
					onSelect={ ( value ) =>
						formData.set(
							'companyInformation.ubiNumberToggle',
							value === 'yes'
						)
					}
				/>
			) }
			{ shown.ubiNumber && (
				<TextField
					field={ COMPANY_FIELDS.ubiNumber() }
					inputMode="numeric"
					maxLength={ 9 }
					hint={ __( '9 digits', 'formation-orders' ) }
				/>
			) }
		</>
	);
} );
