import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { jurisdictionGroups } from '../jurisdictions';
import { ConditionEditor } from './ConditionEditor';
import { fieldSuggestions } from './field-suggestions';
import { categoryOptions } from './product-categories';
import {
	amountFromText,
	jurisdictionsFromText,
	productIdFromText,
	termsFromText,
	triggerConditions,
	type EditedProduct,
	type ProductProblems,
} from './product-list';
import { ListTextControl } from './ListTextControl';
import { ProductScopeFields } from './ProductScopeFields';

interface Props {
	id: string;
	product: EditedProduct;
	problems: ProductProblems;
	/** The keys of the block's other products, offered as productState conditions. */
	otherKeys: string[];
	onChange: ( patch: Record< string, unknown > ) => void;
	onConfigChange: ( patch: Record< string, unknown > ) => void;
}

/**
 * A field's help with its problem first: the controls tie their help to the field (aria-describedby), so
 * the message is read with the field it is about.
 */
function helpWith(
	problem: string | undefined,
	help?: string
): React.ReactNode {
	if ( ! problem ) {
		return help;
	}
	return (
		<>
			<span className="fo-products__error">{ problem }</span>
			{ help && <> { help }</> }
		</>
	);
}

interface ProductTextFieldProps {
	label: string;
	value: string;
	problem?: string;
	help?: string;
	inputMode?: 'numeric' | 'decimal';
	'aria-required'?: boolean;
	'data-fo-focus'?: string;
	onChange: ( text: string ) => void;
}

/**
 * A text field of the panel: its problem is read with it (see helpWith) and marks it invalid.
 */
function ProductTextField( props: ProductTextFieldProps ): React.ReactElement {
	const { problem, help, ...controlProps } = props;
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			help={ helpWith( problem, help ) }
			aria-invalid={ problem ? true : undefined }
			autoComplete="off"
			{ ...controlProps }
		/>
	);
}

/**
 * A toggle's value: true, or no key at all.
 */
const flag = ( on: boolean ) => ( on ? true : undefined );

/**
 * The fields of one configured product: saveAs (its key), category, multiState, state, product_id, isBundle, config.
 */
export function ProductFields( {
	id,
	product,
	problems,
	otherKeys,
	onChange,
	onConfigChange,
}: Props ): React.ReactElement {
	const config = product.config ?? {};
	const category =
		typeof product.category === 'string' ? product.category : '';
	const terms = Array.isArray( product.durations )
		? ( product.durations as Array< number | string > )
		: [];
	const codes = Array.isArray( config.jurisdiction_limit_select )
		? config.jurisdiction_limit_select.map( String )
		: [];
	return (
		<div className="fo-products__fields" id={ id }>
			<ProductTextField
				label={ __( 'Key (saveAs)', 'formation-orders' ) }
				problem={ problems.saveAs }
				help={ __(
					'Names the product in the order, e.g. corporateBook. Required, once per block.',
					'formation-orders'
				) }
				value={ String( product.saveAs ?? '' ) }
				aria-required
				data-fo-focus="save-as"
				onChange={ ( saveAs: string ) => onChange( { saveAs } ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Category', 'formation-orders' ) }
				help={ helpWith( problems.category ) }
				value={ category }
				options={ categoryOptions( category ) }
				aria-invalid={ problems.category ? true : undefined }
				aria-required
				onChange={ ( next: string ) => onChange( { category: next } ) }
			/>
			<ProductTextField
				label={ __( 'Product ID', 'formation-orders' ) }
				problem={ problems.productId }
				help={ __(
					'The catalog product; empty: the first product of the category.',
					'formation-orders'
				) }
				inputMode="numeric"
				value={ String( product.product_id ?? '' ) }
				onChange={ ( text: string ) =>
					onChange( { product_id: productIdFromText( text ) } )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Checkbox label', 'formation-orders' ) }
				help={ __(
					'What an opt-in checkbox says; empty: the catalog name.',
					'formation-orders'
				) }
				value={ String( product.label ?? '' ) }
				onChange={ ( label: string ) =>
					onChange( { label: label === '' ? undefined : label } )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ __( 'Place in the order', 'formation-orders' ) }
				help={ __(
					'Lower comes first in the order summary and the order; empty: 100. Equal places keep this list’s order.',
					'formation-orders'
				) }
				value={ String( product.orderSort ?? '' ) }
				onChange={ ( text: string ) =>
					onChange( {
						orderSort: /^\d+$/.test( text.trim() )
							? Number( text.trim() )
							: undefined,
					} )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Always in the cart', 'formation-orders' ) }
				help={ __(
					'Off: an opt-in the visitor ticks.',
					'formation-orders'
				) }
				checked={ product.primary === true }
				onChange={ ( on: boolean ) =>
					onChange( { primary: flag( on ) } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Multi-state', 'formation-orders' ) }
				help={ __(
					'Sold once in each state the visitor selects.',
					'formation-orders'
				) }
				checked={ product.multiState === true }
				onChange={ ( on: boolean ) =>
					onChange( { multiState: flag( on ) } )
				}
			/>
			{ ( product.multiState === true ||
				product.bulkPrice !== undefined ) && (
				<>
					<ProductTextField
						label={ __( 'Bulk price', 'formation-orders' ) }
						problem={ problems.bulkPrice }
						help={ __(
							'The price per state once enough states are selected; empty: no bulk price.',
							'formation-orders'
						) }
						inputMode="decimal"
						value={ String( product.bulkPrice ?? '' ) }
						onChange={ ( text: string ) =>
							onChange( { bulkPrice: amountFromText( text ) } )
						}
					/>
					<ProductTextField
						label={ __( 'Bulk price from', 'formation-orders' ) }
						problem={ problems.bulkQuantity }
						help={ __( 'Number of states.', 'formation-orders' ) }
						inputMode="numeric"
						value={ String( product.bulkQuantity ?? '' ) }
						onChange={ ( text: string ) =>
							onChange( {
								bulkQuantity: productIdFromText( text ),
							} )
						}
					/>
				</>
			) }
			{ ( category === 'registered-agent' ||
				product.durations !== undefined ) && (
				<>
					<ListTextControl
						label={ __( 'Terms offered', 'formation-orders' ) }
						help={ helpWith(
							problems.durations,
							__(
								'Months, separated by commas, e.g. 12, 24, 36; empty: the product’s own term.',
								'formation-orders'
							)
						) }
						items={ terms }
						parse={ termsFromText }
						invalid={ !! problems.durations }
						onChange={ ( next: Array< number | string > ) =>
							onChange( {
								durations: next.length > 0 ? next : undefined,
							} )
						}
					/>
					{ terms.length > 0 && (
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __(
								'Preselected term',
								'formation-orders'
							) }
							value={ String( product.defaultDuration ?? '' ) }
							onChange={ ( months: string ) =>
								onChange( {
									defaultDuration:
										months === ''
											? undefined
											: Number( months ),
								} )
							}
						>
							<option value="">
								{ __( 'The first term', 'formation-orders' ) }
							</option>
							{ terms
								.filter(
									( months ): months is number =>
										typeof months === 'number'
								)
								.map( ( months ) => (
									<option key={ months } value={ months }>
										{ sprintf(
											/* translators: %d: number of months */
											_n(
												'%d month',
												'%d months',
												months,
												'formation-orders'
											),
											months
										) }
									</option>
								) ) }
						</SelectControl>
					) }
				</>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Bundle', 'formation-orders' ) }
				checked={ product.isBundle === true }
				onChange={ ( on: boolean ) =>
					onChange( { isBundle: flag( on ) } )
				}
			/>
			<ProductScopeFields
				product={ product }
				onChange={ onChange }
				onConfigChange={ onConfigChange }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'State', 'formation-orders' ) }
				help={ __(
					'Whose product is sold: the state the visitor chooses for the company, or always the state chosen here (its filing, registered agent, bundle or subscription).',
					'formation-orders'
				) }
				value={ String( product.state ?? '' ) }
				onChange={ ( state: string ) =>
					onChange( { state: state === '' ? undefined : state } )
				}
			>
				<option value="">
					{ __( 'The company’s state', 'formation-orders' ) }
				</option>
				{ jurisdictionGroups().map( ( group ) => (
					<optgroup key={ group.label } label={ group.label }>
						{ group.options.map( ( option ) => (
							<option key={ option.value } value={ option.value }>
								{ option.label }
							</option>
						) ) }
					</optgroup>
				) ) }
			</SelectControl>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Only in some jurisdictions', 'formation-orders' ) }
				help={ __(
					'Registered agent and filing products are sold only in the jurisdictions named.',
					'formation-orders'
				) }
				checked={ config.jurisdiction_limit_toggle === true }
				onChange={ ( on: boolean ) =>
					onConfigChange( { jurisdiction_limit_toggle: flag( on ) } )
				}
			/>
			{ config.jurisdiction_limit_toggle === true && (
				<ListTextControl
					label={ __( 'Jurisdictions', 'formation-orders' ) }
					help={ helpWith(
						problems.jurisdictions,
						__(
							'Two-letter codes separated by commas, e.g. "DE, WY".',
							'formation-orders'
						)
					) }
					items={ codes }
					parse={ jurisdictionsFromText }
					invalid={ !! problems.jurisdictions }
					onChange={ ( next: string[] ) =>
						onConfigChange( { jurisdiction_limit_select: next } )
					}
				/>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Add to the cart only when…', 'formation-orders' ) }
				checked={ config.fieldTriggerToggle === true }
				onChange={ ( on: boolean ) =>
					onConfigChange( { fieldTriggerToggle: flag( on ) } )
				}
			/>
			{ config.fieldTriggerToggle === true && (
				<ConditionEditor
					label={ __(
						'Added to the cart when any of these groups holds',
						'formation-orders'
					) }
					emptyText={ __( 'No condition yet.', 'formation-orders' ) }
					error={ problems.conditions }
					value={ config.orConditions }
					suggestions={ fieldSuggestions( otherKeys ) }
					onChange={ ( groups ) =>
						onConfigChange( {
							orConditions: triggerConditions( groups ),
						} )
					}
				/>
			) }
		</div>
	);
}
