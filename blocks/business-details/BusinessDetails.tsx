import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import {
	choiceOfEntityType,
	INDIVIDUAL,
} from '../../src/company/individual-or-business';
import { ENTITY_TYPES } from '../../src/entity-types';
import { useStore } from '../../src/store/store-context';
import { LINE_MAX_CHARS } from '../../src/validation/field-rules';
import { BUSINESS_DETAILS_FIELDS } from './fields';

/**
 * Who the legal subscription is for: the legal name, industry, entity type and position, and the residency
 * box. Choosing an entity type here keeps the Individual or Business cards in step. Until the visitor says who
 * the subscription is for (a card, or a type chosen here), the entity type is Individual, whatever entity type
 * the form starts other forms with.
 */
export const BusinessDetails = observer(
	function BusinessDetails(): React.ReactElement {
		const { formData } = useStore();
		const state = formData.selectedState;
		const answered = formData.get( 'individualOrBusiness' ) !== undefined;
		const entityType = formData.entityType;
		useEffect( () => {
			if ( ! answered && entityType !== INDIVIDUAL ) {
				formData.chooseEntityType( INDIVIDUAL );
			}
		}, [ answered, entityType, formData ] );
		return (
			<>
				<TextField
					field={ BUSINESS_DETAILS_FIELDS.legalName() }
					autoComplete="organization"
					maxLength={ LINE_MAX_CHARS }
				/>
				<TextField
					field={ BUSINESS_DETAILS_FIELDS.industry() }
					maxLength={ LINE_MAX_CHARS }
				/>
				<SelectField
					field={ BUSINESS_DETAILS_FIELDS.entityType() }
					placeholder={ __(
						'Choose an entity type',
						'formation-orders'
					) }
					options={ ENTITY_TYPES.map( ( type ) => ( {
						value: type,
						label: type,
					} ) ) }
					onSelect={ ( key ) => {
						formData.chooseEntityType( key || null );
						if ( key ) {
							formData.set(
								'individualOrBusiness',
								choiceOfEntityType( key )
							);
						}
					} }
				/>
				<TextField
					field={ BUSINESS_DETAILS_FIELDS.position() }
					autoComplete="organization-title"
					maxLength={ LINE_MAX_CHARS }
				/>
				<CheckboxField
					field={ BUSINESS_DETAILS_FIELDS.isStateResident() }
					label={
						state
							? sprintf(
									/* translators: %s: the state of the legal subscription, e.g. Utah. */
									__(
										'I am a resident of %s',
										'formation-orders'
									),
									state.value
								)
							: __(
									'I am a resident of the state this subscription covers',
									'formation-orders'
								)
					}
				/>
			</>
		);
	}
);
