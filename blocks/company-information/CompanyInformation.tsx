import { observer } from 'mobx-react-lite';

import { TextAreaField } from '../../src/components/TextAreaField';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import type { CompanyInformationAttributes } from './attributes';
import { AttorneyAndReservation } from './AttorneyAndReservation';
import { BusinessFormed } from './BusinessFormed';
import { BusinessPurpose } from './BusinessPurpose';
import { CompanyAddressChoice } from './CompanyAddressChoice';
import { CompanyFacts } from './CompanyFacts';
import { CompanyName } from './CompanyName';
import { CompanyOptIns, OPT_IN_CATEGORIES } from './CompanyOptIns';
import { EntityTypeField } from './EntityTypeField';
import { COMPANY_FIELDS } from './fields';
import { questionsOf } from './questions';

/**
 * The company: its name, entity type and whatever else the block's settings ask (see questions.ts), in the
 * order a state filing reads them.
 */
export const CompanyInformation = observer( function CompanyInformation( {
	attributes,
}: ModuleProps< CompanyInformationAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const shown = questionsOf( attributes, formData );
	return (
		<>
			{ shown.businessFormed && <BusinessFormed /> }
			<CompanyName
				designator={ shown.designator }
				alternateName={ shown.alternateName }
			/>
			<EntityTypeField
				allowed={ shown.entityTypes }
				display={ attributes.entityTypeDisplay }
			/>
			<CompanyFacts shown={ shown } />
			<BusinessPurpose
				shown={ shown }
				genericPurposeText={ attributes.genericPurposeText }
				starterText={ attributes.purposeStarterText }
			/>
			{ shown.principalAddress && (
				<CompanyAddressChoice
					kind="principalAddress"
					typed={ shown.principalAddressFields }
				/>
			) }
			{ shown.mailingAddress && (
				<CompanyAddressChoice
					kind="mailingAddress"
					typed={ shown.mailingAddressFields }
				/>
			) }
			<AttorneyAndReservation
				shown={ shown }
				reservationProduct={ attributes.products.find(
					( product ) =>
						product.category === OPT_IN_CATEGORIES.nameReservation
				) }
			/>
			<CompanyOptIns products={ attributes.products } />
			{ shown.companyNotes && (
				<TextAreaField
					field={ COMPANY_FIELDS.companyNotes() }
					maxLength={ TEXT_MAX_CHARS }
				/>
			) }
		</>
	);
} );
