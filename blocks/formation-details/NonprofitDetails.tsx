import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { reaction, toJS } from 'mobx';
import { observer } from 'mobx-react-lite';

import { usePopupModal } from '../../src/components/use-popup-modal';
import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import { NONPROFIT_TYPES } from '../../src/formation/nonprofit-types';
import { officialListsOf } from '../../src/formation/official-lists';
import { useStore } from '../../src/store/store-context';
import { RadioField } from '../../src/components/RadioField';
import { answerFields } from './fields';
import {
	chooseNonprofitType,
	clearRefusedType,
	keepTypeDeselecting,
	keepTypeRemovingState,
	stateChangePrompt,
} from './nonprofit-choices';
import {
	promptSaveLabel,
	promptText,
	type NonprofitPrompt,
} from './nonprofit-prompts';
import { OfficialsList } from './OfficialsList';
import { yesNo } from './yes-no';
import { LONG_TEXT_MAX_CHARS } from '../../src/validation/field-rules';

/**
 * A nonprofit corporation: its type, tax exemption, members, where its assets go on dissolution, and at least
 * three directors. A type some chosen jurisdictions refuse, or a state that refuses the chosen type, is asked
 * about before anything changes.
 */
export const NonprofitDetails = observer(
	function NonprofitDetails(): React.ReactElement {
		const { formData, validation } = useStore();
		const [ prompt, setPrompt ] = useState< NonprofitPrompt | null >(
			null
		);
		// The prompt opens in a dialog, whose code comes once these details are drawn.
		const modal = usePopupModal( true );
		const [ type, taxExempt, hasMembers, assetDistribution ] =
			answerFields( 'nonprofit' );
		const [ directors ] = officialListsOf( 'nonprofit', {} );
		const typeLabels: Record< string, string > = {
			Charitable: __( 'Charitable', 'formation-orders' ),
			'Non-Charitable': __( 'Non-Charitable', 'formation-orders' ),
			Religious: __( 'Religious', 'formation-orders' ),
			'Mutual Benefit': __( 'Mutual Benefit', 'formation-orders' ),
			'Public Benefit': __( 'Public Benefit', 'formation-orders' ),
		};

		useEffect( () => {
			// A state changed while this step was not on screen: the type it refuses goes.
			clearRefusedType( formData );
			return reaction(
				() => toJS( formData.selectedState ),
				( _state, previous ) => {
					const asked = stateChangePrompt( formData, previous );
					if ( asked ) {
						setPrompt( asked );
					}
				}
			);
		}, [ formData ] );

		const answer = ( keep: boolean ) => {
			if ( prompt?.kind === 'type' && keep ) {
				keepTypeDeselecting( formData, prompt );
			}
			if ( prompt?.kind === 'state' ) {
				if ( keep ) {
					keepTypeRemovingState( formData, prompt );
				} else {
					clearRefusedType( formData );
				}
			}
			validation.fieldChange( type );
			setPrompt( null );
		};

		return (
			<>
				<SelectField
					field={ type }
					placeholder={ __(
						'Choose a nonprofit type',
						'formation-orders'
					) }
					options={ NONPROFIT_TYPES.map( ( value ) => ( {
						value,
						label: typeLabels[ value ],
					} ) ) }
					onSelect={ ( value ) =>
						setPrompt( chooseNonprofitType( formData, value ) )
					}
				/>
				<RadioField
					field={ taxExempt }
					legend={ __(
						'Will the nonprofit apply for tax exemption?',
						'formation-orders'
					) }
					options={ yesNo() }
				/>
				<RadioField
					field={ hasMembers }
					legend={ __(
						'Will the nonprofit have members?',
						'formation-orders'
					) }
					options={ yesNo() }
				/>
				<TextField
					field={ assetDistribution }
					hint={ __(
						'Who receives the nonprofit’s assets if it is dissolved, e.g. another charity.',
						'formation-orders'
					) }
					maxLength={ LONG_TEXT_MAX_CHARS }
				/>
				<OfficialsList list={ directors } />
				{ prompt && modal && (
					<modal.PopupModal
						title={ __( 'Nonprofit type', 'formation-orders' ) }
						onCancel={ () => answer( false ) }
						onSave={ () => answer( true ) }
						saveLabel={ promptSaveLabel( prompt ) }
					>
						<p>{ promptText( prompt ) }</p>
					</modal.PopupModal>
				) }
			</>
		);
	}
);
