import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import { CORPORATE_OFFICERS } from '../../src/formation/formation-kind';
import {
	blankOfficial,
	DETAILS,
	officialListsOf,
	type OfficialListPath,
} from '../../src/formation/official-lists';
import { useStore } from '../../src/store/store-context';
import type { FieldRule } from '../../src/validation/validate';
import { RadioField } from '../../src/components/RadioField';
import { CorporateOfficer } from './CorporateOfficer';
import { answerFields, detailsStateOf, shareFields } from './fields';
import { OfficialsList } from './OfficialsList';
import { yesNo } from './yes-no';
import type { FormDataPath } from '../../src/form-data/typed-paths';

const LIST_OFFICERS = `${ DETAILS }.listOfficers` as const;
const ALL_OFFICERS_ARE_DIRECTORS =
	`${ DETAILS }.allOfficersAreDirectors` as const;

/**
 * A corporation: president, secretary and treasurer with their addresses, its shares and balance sheet,
 * other officers when the visitor lists them, and directors unless all officers are directors (the default).
 * Saying some are not adds a first director; saying to list officers adds a first officer.
 */
export const CorporationDetails = observer(
	function CorporationDetails(): React.ReactElement {
		const { formData } = useStore();
		const lists = officialListsOf(
			'corporation',
			detailsStateOf( formData ).answers
		);
		const fields = answerFields( 'corporation' );
		const fieldAt = ( path: FormDataPath ) =>
			fields.find( ( field ) => field.path === path ) as FieldRule;
		const listOfficers = fieldAt( LIST_OFFICERS );
		const allOfficersAreDirectors = fieldAt( ALL_OFFICERS_ARE_DIRECTORS );

		useEffect( () => {
			if ( formData.get( ALL_OFFICERS_ARE_DIRECTORS ) === undefined ) {
				formData.set( ALL_OFFICERS_ARE_DIRECTORS, true );
			}
		}, [ formData ] );

		const addFirst = ( path: OfficialListPath ) => {
			if ( formData.list( path ).length === 0 ) {
				formData.addListEntry( path, blankOfficial() );
			}
		};

		return (
			<>
				{ CORPORATE_OFFICERS.map( ( officer ) => (
					<CorporateOfficer key={ officer } officer={ officer } />
				) ) }
				<fieldset className="fo-fieldset fo-shares">
					<legend className="fo-field__label">
						{ __( 'Shares and balance sheet', 'formation-orders' ) }
					</legend>
					{ shareFields().map( ( field ) => (
						<TextField
							key={ field.key }
							field={ field }
							inputMode="numeric"
							maxLength={ 20 }
						/>
					) ) }
				</fieldset>
				<RadioField
					field={ listOfficers }
					legend={ __(
						'List other officers, such as a vice president?',
						'formation-orders'
					) }
					options={ yesNo() }
					onSelect={ ( value ) => {
						formData.set( LIST_OFFICERS, value );
						if ( value === true ) {
							addFirst( `${ DETAILS }.officers` );
						}
					} }
				/>
				{ lists
					.filter( ( list ) => list.key === 'officers' )
					.map( ( list ) => (
						<OfficialsList key={ list.key } list={ list } />
					) ) }
				<RadioField
					field={ allOfficersAreDirectors }
					legend={ __(
						'Are all officers also directors?',
						'formation-orders'
					) }
					options={ yesNo() }
					onSelect={ ( value ) => {
						formData.set( ALL_OFFICERS_ARE_DIRECTORS, value );
						if ( value === false ) {
							addFirst( `${ DETAILS }.directors` );
						}
					} }
				/>
				{ lists
					.filter( ( list ) => list.key === 'directors' )
					.map( ( list ) => (
						<OfficialsList key={ list.key } list={ list } />
					) ) }
			</>
		);
	}
);
