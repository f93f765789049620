import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export interface MultiSelectOption {
	value: string;
	label: string;
	/** Said after the label in the list, not in the chosen chips (a price, say). */
	detail?: string;
}

export interface MultiSelectGroup {
	label: string;
	options: MultiSelectOption[];
}

interface MultiSelectProps {
	/** The search field's id: labels and the error summary's link point at it. */
	id: string;
	/** The id of the element that names the field (a legend, say). */
	labelledBy: string;
	groups: MultiSelectGroup[];
	/** The chosen values, in the order they were chosen. */
	selected: readonly string[];
	onToggle: ( value: string, selected: boolean ) => void;
	/** At most this many values; 0 for any number. */
	max?: number;
	placeholder?: string;
	invalid?: boolean;
	describedBy?: string;
}

/**
 * A long list is never drawn whole: past this many matches the visitor narrows the search. A browser keeps a
 * list of this size responsive on a phone.
 */
export const OPTIONS_LIMIT = 1000;

const matches = ( option: MultiSelectOption, query: string ): boolean =>
	query === '' ||
	option.label.toLowerCase().includes( query.toLowerCase() ) ||
	option.value.toLowerCase() === query.toLowerCase();

/**
 * Many choices out of a long list, as a search field over a list box (the WAI-ARIA combobox pattern): the
 * visitor types to narrow the list, moves through it with the arrow keys, and Enter or a click chooses or
 * unchooses an option. What is chosen shows as chips above the field, each with a button that removes it;
 * Backspace in the empty field removes the last one.
 */
export function MultiSelect( {
	id,
	labelledBy,
	groups,
	selected,
	onToggle,
	max = 0,
	placeholder,
	invalid,
	describedBy,
}: MultiSelectProps ): React.ReactElement {
	const [ query, setQuery ] = useState( '' );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( 0 );

	const listId = `${ id }-list`;
	const optionId = ( value: string ) => `${ id }-option-${ value }`;
	const chosen = new Set( selected );
	const atMax = max > 0 && selected.length >= max;
	const labels = new Map(
		groups.flatMap( ( group ) =>
			group.options.map( ( option ) => [ option.value, option.label ] )
		)
	);

	let room = OPTIONS_LIMIT;
	const shown = groups
		.map( ( group ) => {
			const options = group.options
				.filter( ( option ) => matches( option, query ) )
				.slice( 0, Math.max( room, 0 ) );
			room -= options.length;
			return { ...group, options };
		} )
		.filter( ( group ) => group.options.length > 0 );
	const flat = shown.flatMap( ( group ) => group.options );
	const activeOption = open
		? flat[ Math.min( active, flat.length - 1 ) ]
		: undefined;
	const isEmpty = groups.every( ( group ) => group.options.length === 0 );
	const activeId = activeOption ? optionId( activeOption.value ) : undefined;

	// The list scrolls with the arrow keys, so the active option is always in view.
	useEffect( () => {
		if ( activeId ) {
			document
				.getElementById( activeId )
				?.scrollIntoView?.( { block: 'nearest' } );
		}
	}, [ activeId ] );

	const toggle = ( value: string ) => {
		if ( chosen.has( value ) ) {
			onToggle( value, false );
		} else if ( ! atMax ) {
			onToggle( value, true );
			setQuery( '' );
		}
	};

	const onKeyDown = ( event: React.KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				if ( open ) {
					setActive( Math.min( active + 1, flat.length - 1 ) );
				} else {
					setOpen( true );
				}
				break;
			case 'ArrowUp':
				event.preventDefault();
				setActive(
					Math.max( Math.min( active, flat.length - 1 ) - 1, 0 )
				);
				break;
			case 'Enter':
				// Enter chooses in an open list; it does not send the form.
				if ( open ) {
					event.preventDefault();
					if ( activeOption ) {
						toggle( activeOption.value );
					}
				}
				break;
			case 'Escape':
				if ( open ) {
					event.preventDefault();
					setOpen( false );
				}
				break;
			case 'Backspace':
				if ( query === '' && selected.length > 0 ) {
					onToggle( selected[ selected.length - 1 ], false );
				}
				break;
		}
	};

	let note = '';
	if ( isEmpty ) {
		note = __( 'List is empty.', 'formation-orders' );
	} else if ( flat.length === 0 ) {
		note = __(
			'No elements found. Consider changing the search query.',
			'formation-orders'
		);
	} else if ( atMax ) {
		note = sprintf(
			/* translators: %d: the most options a visitor may choose. */
			__(
				'Maximum of %d options selected. First remove a selected option to select another.',
				'formation-orders'
			),
			max
		);
	}

	return (
		<div className={ `fo-multiselect${ open ? ' is-open' : '' }` }>
			{ selected.length > 0 && (
				<ul
					className="fo-multiselect__chips"
					aria-label={ __( 'Chosen', 'formation-orders' ) }
				>
					{ selected.map( ( value ) => {
						const label = labels.get( value ) ?? value;
						return (
							<li key={ value } className="fo-multiselect__chip">
								<span className="fo-multiselect__chip-label">
									{ label }
								</span>
								<button
									type="button"
									className="fo-multiselect__remove"
									aria-label={ sprintf(
										/* translators: %s: a chosen option, such as a state's name. */
										__( 'Remove %s', 'formation-orders' ),
										label
									) }
									onClick={ () => onToggle( value, false ) }
								>
									<span aria-hidden="true">×</span>
								</button>
							</li>
						);
					} ) }
				</ul>
			) }
			<input
				type="text"
				id={ id }
				className="fo-field__input fo-multiselect__search"
				role="combobox"
				autoComplete="off"
				aria-labelledby={ labelledBy }
				aria-describedby={ describedBy }
				aria-invalid={ invalid ? true : undefined }
				aria-autocomplete="list"
				aria-expanded={ open }
				aria-controls={ listId }
				aria-activedescendant={ activeId }
				placeholder={ placeholder }
				value={ query }
				onChange={ ( event ) => {
					setQuery( event.target.value );
					setActive( 0 );
					setOpen( true );
				} }
				onClick={ () => setOpen( true ) }
				onKeyDown={ onKeyDown }
				onBlur={ () => setOpen( false ) }
			/>
			<div className="fo-multiselect__popup" hidden={ ! open }>
				{ note && (
					<p className="fo-multiselect__note" role="status">
						{ note }
					</p>
				) }
				<div
					role="listbox"
					id={ listId }
					className="fo-multiselect__list"
					aria-labelledby={ labelledBy }
					aria-multiselectable="true"
				>
					{ shown.map( ( group ) => {
						const groupId = `${ listId }-${ group.label
							.toLowerCase()
							.replace( /[^a-z0-9]+/g, '-' ) }`;
						return (
							<div
								role="group"
								key={ group.label }
								aria-labelledby={ groupId }
							>
								<div
									role="presentation"
									id={ groupId }
									className="fo-multiselect__group"
								>
									{ group.label }
								</div>
								{ group.options.map( ( option ) => {
									const isChosen = chosen.has( option.value );
									return (
										// The keyboard reaches the options through the search field, which keeps the focus
										// (aria-activedescendant), so an option needs neither a tab stop nor keys of its own.
										// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
										<div
											role="option"
											key={ option.value }
											id={ optionId( option.value ) }
											className={ `fo-multiselect__option${
												option === activeOption
													? ' is-active'
													: ''
											}` }
											aria-selected={ isChosen }
											aria-disabled={
												atMax && ! isChosen
													? true
													: undefined
											}
											// The search field keeps the focus while the list is clicked.
											onMouseDown={ ( event ) =>
												event.preventDefault()
											}
											onClick={ () =>
												toggle( option.value )
											}
										>
											<span>{ option.label }</span>
											{ option.detail && (
												<span className="fo-multiselect__detail">
													{ ' ' }
													{ option.detail }
												</span>
											) }
										</div>
									);
								} ) }
							</div>
						);
					} ) }
				</div>
			</div>
		</div>
	);
}
