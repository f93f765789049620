import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { RadioField } from '../../src/components/RadioField';
import {
	choiceOfEntityType,
	entityTypeForChoice,
	INDIVIDUAL,
} from '../../src/company/individual-or-business';
import type { IndividualOrBusiness as Choice } from '../../src/form-data/form-data-tree';
import { useStore } from '../../src/store/store-context';
import {
	INDIVIDUAL_OR_BUSINESS_PATH,
	individualOrBusinessField,
} from './fields';

const isChoice = ( value: string ): value is Choice =>
	value === 'individual' || value === 'business';

/**
 * Who the legal subscription is for, as two cards. Choosing Individual sets the entity type to Individual and
 * remembers the business type it replaces; choosing Business brings that type back. Once answered, the card
 * shown is the one of the entity type the order carries, so the two never disagree (a preselected entity type
 * applied again on a reload, a type chosen in Business Details).
 */
export const IndividualOrBusiness = observer(
	function IndividualOrBusiness(): React.ReactElement {
		const { formData } = useStore();
		const answered =
			formData.get( INDIVIDUAL_OR_BUSINESS_PATH ) !== undefined;
		// Only this page's visit remembers the business type: it is a convenience, not an answer.
		const [ remembered, setRemembered ] = useState< string | null >( null );
		const choose = ( value: string ) => {
			if ( ! isChoice( value ) ) {
				return;
			}
			const current = formData.entityType;
			if ( value === 'individual' && current && current !== INDIVIDUAL ) {
				setRemembered( current );
			}
			formData.set( INDIVIDUAL_OR_BUSINESS_PATH, value );
			formData.chooseEntityType(
				entityTypeForChoice( value, current, remembered )
			);
		};
		return (
			<div className="fo-choice-cards">
				<RadioField
					field={ individualOrBusinessField() }
					legend={ __(
						'Who is this subscription for?',
						'formation-orders'
					) }
					options={ [
						{
							value: 'individual',
							label: __( 'Individual', 'formation-orders' ),
						},
						{
							value: 'business',
							label: __( 'Business', 'formation-orders' ),
						},
					] }
					selected={
						answered
							? choiceOfEntityType( formData.entityType ?? '' )
							: ''
					}
					onSelect={ choose }
				/>
			</div>
		);
	}
);
