import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import {
	MANAGEMENT_TYPES,
	MANAGER_MANAGED,
} from '../../src/formation/formation-kind';
import {
	blankOfficial,
	DETAILS,
	officialListsOf,
} from '../../src/formation/official-lists';
import { useStore } from '../../src/store/store-context';
import { RadioField } from '../../src/components/RadioField';
import { answerFields, detailsStateOf } from './fields';
import { OfficialsList } from './OfficialsList';
import { yesNo } from './yes-no';

const MANAGERS = `${ DETAILS }.managers` as const;

/**
 * An LLC: who manages it, whether its members and managers are listed in the public filing, its members and,
 * when manager managed, its managers. Choosing manager managed adds a first manager; going back to member
 * managed clears the managers, who would otherwise be filed for an LLC that has none.
 */
export const LlcDetails = observer( function LlcDetails(): React.ReactElement {
	const { formData, validation } = useStore();
	const [ managementType, listChoice ] = answerFields( 'llc' );
	const lists = officialListsOf( 'llc', detailsStateOf( formData ).answers );
	const managementLabels: Record< string, string > = {
		'Member Managed': __( 'Member Managed', 'formation-orders' ),
		'Manager Managed': __( 'Manager Managed', 'formation-orders' ),
	};

	const chooseManagement = ( value: string | boolean ) => {
		formData.set( managementType.path, value );
		if ( value === MANAGER_MANAGED ) {
			if ( formData.list( MANAGERS ).length === 0 ) {
				formData.addListEntry( MANAGERS, blankOfficial() );
			}
			return;
		}
		for (
			let index = formData.list( MANAGERS ).length - 1;
			index >= 0;
			index--
		) {
			validation.listEntryRemoved( MANAGERS, index );
		}
		formData.set( MANAGERS, [] );
	};

	return (
		<>
			<RadioField
				field={ managementType }
				legend={ __( 'How is the LLC managed?', 'formation-orders' ) }
				options={ MANAGEMENT_TYPES.map( ( type ) => ( {
					value: type,
					label: managementLabels[ type ],
				} ) ) }
				onSelect={ chooseManagement }
			/>
			<RadioField
				field={ listChoice }
				legend={ __(
					'List the members and managers in the public filing?',
					'formation-orders'
				) }
				options={ yesNo() }
			/>
			{ lists.map( ( list ) => (
				<OfficialsList key={ list.key } list={ list } />
			) ) }
		</>
	);
} );
