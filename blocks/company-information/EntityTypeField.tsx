import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { RadioField } from '../../src/components/RadioField';
import { SelectField } from '../../src/components/SelectField';
import {
	entityTypeToHold,
	entityTypesShown,
} from '../../src/company/entity-type-choice';
import { useStore } from '../../src/store/store-context';
import { COMPANY_FIELDS } from './fields';

/**
 * The entity type among those allowed: chosen for the visitor and not shown when only one is allowed; a choice
 * no longer allowed (another state) goes back to the default. As a radio list it shows four until asked for all.
 */
export const EntityTypeField = observer( function EntityTypeField( {
	allowed,
	display,
}: {
	allowed: string[];
	display: string;
} ): React.ReactElement | null {
	const { formData } = useStore();
	const [ expanded, setExpanded ] = useState( false );
	const current = formData.entityType;
	const held = entityTypeToHold( allowed, current );
	useEffect( () => {
		if ( held !== current ) {
			formData.chooseEntityType( held );
		}
	}, [ formData, held, current ] );
	if ( allowed.length <= 1 ) {
		return null;
	}
	const field = COMPANY_FIELDS.entityType();
	const choose = ( key: string ) => formData.chooseEntityType( key || null );
	if ( display !== 'radio' ) {
		return (
			<SelectField
				field={ field }
				placeholder={ __(
					'Choose an entity type',
					'formation-orders'
				) }
				options={ allowed.map( ( type ) => ( {
					value: type,
					label: type,
				} ) ) }
				onSelect={ choose }
			/>
		);
	}
	const shown = entityTypesShown( allowed, expanded, current );
	return (
		<RadioField
			field={ field }
			selected={ current ?? '' }
			options={ shown.map( ( type ) => ( {
				value: type,
				label: type,
			} ) ) }
			onSelect={ choose }
		>
			{ shown.length < allowed.length && (
				<button
					type="button"
					className="fo-link-button"
					onClick={ () => setExpanded( true ) }
				>
					{ sprintf(
						/* translators: %d: how many entity types are not shown yet. */
						__( 'Show %d more entity types', 'formation-orders' ),
						allowed.length - shown.length
					) }
				</button>
			) }
		</RadioField>
	);
} );
