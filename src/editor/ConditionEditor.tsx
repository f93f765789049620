import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	addGroup,
	addRow,
	draftMatches,
	groupsOf,
	normalizeGroups,
	removeGroup,
	removeRow,
	updateRow,
	valueFromText,
	valueText,
	type ConditionGroup,
} from './condition-groups';
import { FIELD_SUGGESTIONS } from './field-suggestions';
import { comparisonOptions, rowWithComparison } from './state-list-comparison';

interface Props {
	/** The fieldset's legend, e.g. "Shown when any of these groups holds". */
	label: string;
	/** What no condition means here, e.g. "Always shown." */
	emptyText: string;
	/** The saved orConditions. */
	value: unknown;
	/** Receives the orConditions to save: no blank rows, no empty groups. */
	onChange: ( orConditions: ConditionGroup[] ) => void;
	suggestions?: readonly string[];
	/** What is wrong with the condition as a whole, shown under its legend and read with it. */
	error?: string;
}

let instances = 0;

/**
 * Edits a whole condition: groups joined by "or", each a list of field/value rows joined by "and"
 * (any group holding is enough, a group holds when all its rows do). Blank rows live in a draft until their field
 * is typed, so "Add condition"
 * never saves a row that would match nothing; a saved value changed elsewhere (undo, the code editor)
 * replaces the draft.
 */
export function ConditionEditor( {
	label,
	emptyText,
	value,
	onChange,
	suggestions = FIELD_SUGGESTIONS,
	error,
}: Props ): React.ReactElement {
	const [ id ] = useState( () => `fo-conditions-${ ++instances }` );
	const [ draft, setDraft ] = useState( () => groupsOf( value ) );
	const groups = draftMatches( draft, value ) ? draft : groupsOf( value );
	const container = useRef< HTMLFieldSetElement >( null );
	const [ focusTarget, setFocusTarget ] = useState< string | null >( null );

	// Adding a row or a group moves focus to its field; removing one, to the button that adds again.
	useEffect( () => {
		if ( focusTarget ) {
			container.current
				?.querySelector< HTMLElement >(
					`[data-fo-focus="${ focusTarget }"]`
				)
				?.focus();
			setFocusTarget( null );
		}
	}, [ focusTarget ] );

	const change = ( next: ConditionGroup[], focus: string | null ) => {
		setDraft( next );
		setFocusTarget( focus );
		if ( ! draftMatches( next, value ) ) {
			onChange( normalizeGroups( next ) );
		}
	};
	const edit = ( next: ConditionGroup[] ) => change( next, null );

	return (
		<fieldset
			className="fo-conditions"
			ref={ container }
			aria-describedby={ error ? `${ id }-error` : undefined }
		>
			<legend className="fo-conditions__legend">{ label }</legend>
			{ error && (
				<p className="fo-conditions__error" id={ `${ id }-error` }>
					{ error }
				</p>
			) }
			<p className="fo-conditions__hint" id={ `${ id }-hint` }>
				{ __(
					'A field is a form data path such as companyInformation.entityType. The value "true" or "false" matches a yes/no field.',
					'formation-orders'
				) }
			</p>
			{ groups.length === 0 ? (
				<p className="fo-conditions__empty">{ emptyText }</p>
			) : (
				<ol className="fo-conditions__groups">
					{ groups.map( ( group, g ) => (
						<li key={ g } className="fo-conditions__group-item">
							{ g > 0 && (
								<p className="fo-conditions__or">
									{ __( 'or', 'formation-orders' ) }
								</p>
							) }
							<fieldset className="fo-conditions__group">
								<legend>
									{ sprintf(
										/* translators: %d: number of the group of conditions */
										__( 'Group %d', 'formation-orders' ),
										g + 1
									) }
								</legend>
								{ group.andConditions.map( ( row, r ) => (
									<div
										key={ r }
										role="group"
										aria-label={ sprintf(
											/* translators: 1: number of the condition, 2: number of its group */
											__(
												'Condition %1$d of group %2$d',
												'formation-orders'
											),
											r + 1,
											g + 1
										) }
										className="fo-conditions__row"
									>
										{ r > 0 && (
											<p className="fo-conditions__and">
												{ __(
													'and',
													'formation-orders'
												) }
											</p>
										) }
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											label={ __(
												'Field',
												'formation-orders'
											) }
											value={ row.fieldKey }
											list={ `${ id }-fields` }
											autoComplete="off"
											aria-describedby={ `${ id }-hint` }
											data-fo-focus={ `row-${ g }-${ r }` }
											onChange={ ( fieldKey: string ) =>
												edit(
													updateRow( groups, g, r, {
														fieldKey,
													} )
												)
											}
										/>
										<SelectControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											label={ __(
												'Compare',
												'formation-orders'
											) }
											value={ String(
												row.stateList ?? ''
											) }
											options={ comparisonOptions(
												row.stateList
											) }
											onChange={ ( stateList: string ) =>
												edit(
													updateRow(
														groups,
														g,
														r,
														rowWithComparison(
															row,
															stateList
														)
													)
												)
											}
										/>
										{ row.stateList === undefined && (
											<TextControl
												__next40pxDefaultSize
												__nextHasNoMarginBottom
												label={ __(
													'Value',
													'formation-orders'
												) }
												value={ valueText(
													row.fieldVal
												) }
												onChange={ ( text: string ) =>
													edit(
														updateRow(
															groups,
															g,
															r,
															{
																fieldVal:
																	valueFromText(
																		text,
																		row.fieldVal
																	),
															}
														)
													)
												}
											/>
										) }
										<Button
											variant="link"
											isDestructive
											onClick={ () => {
												const next = removeRow(
													groups,
													g,
													r
												);
												change(
													next,
													next.length < groups.length
														? 'add-group'
														: `add-row-${ g }`
												);
											} }
										>
											{ __(
												'Remove condition',
												'formation-orders'
											) }
										</Button>
									</div>
								) ) }
								<div className="fo-conditions__group-actions">
									<Button
										variant="secondary"
										data-fo-focus={ `add-row-${ g }` }
										onClick={ () =>
											change(
												addRow( groups, g ),
												`row-${ g }-${ group.andConditions.length }`
											)
										}
									>
										{ __(
											'Add condition',
											'formation-orders'
										) }
									</Button>
									<Button
										variant="link"
										isDestructive
										onClick={ () =>
											change(
												removeGroup( groups, g ),
												'add-group'
											)
										}
									>
										{ __(
											'Remove group',
											'formation-orders'
										) }
									</Button>
								</div>
							</fieldset>
						</li>
					) ) }
				</ol>
			) }
			<Button
				variant="secondary"
				data-fo-focus="add-group"
				onClick={ () =>
					change( addGroup( groups ), `row-${ groups.length }-0` )
				}
			>
				{ groups.length === 0
					? __( 'Add condition', 'formation-orders' )
					: __( 'Add another group', 'formation-orders' ) }
			</Button>
			<datalist id={ `${ id }-fields` }>
				{ suggestions.map( ( path ) => (
					<option key={ path } value={ path } />
				) ) }
			</datalist>
		</fieldset>
	);
}
