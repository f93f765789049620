import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import { useFormIds } from '../../src/components/field-id';
import {
	blankOfficial,
	type OfficialList,
} from '../../src/formation/official-lists';
import { useStore } from '../../src/store/store-context';
import { listFields, nameFields } from './fields';
import { listLabel, roleLabel, rowLabel } from './labels';
import { NAME_MAX_CHARS } from '../../src/validation/field-rules';

/**
 * One list of people (members, managers, officers, directors): a row per person with first and last name,
 * "Add" appends a blank row and moves the focus into it, "Remove" takes a row out (the rows after it move up
 * one number) and moves the focus to the row now in its place, else the previous one, else "Add". The last
 * rows up to the list's minimum cannot be removed, and a list shorter than its minimum gets blank rows.
 */
export const OfficialsList = observer( function OfficialsList( {
	list,
}: {
	list: OfficialList;
} ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const entries = formData.list( list.path );
	// A list shorter than its minimum is drawn with its blank rows from the first render, before the effect
	// below puts them in the form data: the first view the server prints has them, and nothing moves after.
	const rows = Math.max( entries.length, list.min );
	const [ focusRow, setFocusRow ] = useState< number | null >( null );
	const addId = ids.of( `${ list.path.replace( /\./g, '-' ) }-add` );
	const role = roleLabel( list.role );

	useEffect( () => {
		formData.fillList( list.path, list.min, blankOfficial );
	}, [ entries.length, list.min, list.path, formData ] );

	useEffect( () => {
		if ( focusRow === null ) {
			return;
		}
		const target =
			focusRow < 0
				? document.getElementById( addId )
				: document.getElementById(
						ids.field( `${ list.path }.${ focusRow }.firstName` )
					);
		target?.focus();
		setFocusRow( null );
	}, [ focusRow, addId, ids, list.path ] );

	const remove = ( index: number ) => {
		formData.removeListEntry( list.path, index );
		validation.listEntryRemoved( list.path, index );
		// Rows after it now carry a number one lower: their shown errors are rewritten with the new labels.
		const remaining = formData.list( list.path ).length;
		validation.validateFields(
			listFields( list, remaining ).filter( ( field ) =>
				validation.errorOf( field.path )
			)
		);
		setFocusRow( remaining === 0 ? -1 : Math.min( index, remaining - 1 ) );
	};

	return (
		<fieldset className="fo-fieldset fo-officials">
			<legend className="fo-field__label">
				{ listLabel( list.role ) }
			</legend>
			{ Array.from( { length: rows }, ( _, index ) => {
				const who = rowLabel( list.role, index );
				const [ firstName, lastName ] = nameFields(
					`${ list.path }.${ index }`,
					who
				);
				return (
					<div
						className="fo-officials__row"
						role="group"
						aria-label={ who }
						key={ index }
					>
						<TextField
							field={ firstName }
							autoComplete="off"
							maxLength={ NAME_MAX_CHARS }
						/>
						<TextField
							field={ lastName }
							autoComplete="off"
							maxLength={ NAME_MAX_CHARS }
						/>
						{ rows > list.min && (
							<button
								type="button"
								className="fo-link-button"
								onClick={ () => remove( index ) }
							>
								{ sprintf(
									/* translators: %s: the row, e.g. "Member 2". */
									__( 'Remove %s', 'formation-orders' ),
									who
								) }
							</button>
						) }
					</div>
				);
			} ) }
			<button
				type="button"
				className="fo-button fo-button--secondary"
				id={ addId }
				onClick={ () => {
					formData.addListEntry( list.path, blankOfficial() );
					setFocusRow( rows );
				} }
			>
				{ sprintf(
					/* translators: %s: role such as Member or Director. */
					__( 'Add %s', 'formation-orders' ),
					role
				) }
			</button>
		</fieldset>
	);
} );
