import { InspectorControls } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { categoryLabel } from './product-categories';
import {
	addProduct,
	hasProblems,
	productProblems,
	productsOf,
	removeProduct,
	updateProduct,
	updateProductConfig,
	type EditedProduct,
} from './product-list';
import { ProductFields } from './ProductFields';

interface Props {
	attributes: Record< string, unknown >;
	setAttributes: ( next: Record< string, unknown > ) => void;
}

let instances = 0;

/**
 * The block's configured products (its `products` attribute): listed, added, removed and edited one at a
 * time, with what must be fixed said at the field and marked in the list.
 */
export function ProductsPanel( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const [ id ] = useState( () => `fo-products-${ ++instances }` );
	const products = productsOf( attributes.products );
	const problems = productProblems( products );
	const [ open, setOpen ] = useState< number | null >( null );
	const [ focusKey, setFocusKey ] = useState< boolean >( false );
	const list = useRef< HTMLDivElement >( null );
	const save = ( next: EditedProduct[] ) =>
		setAttributes( { products: next } );

	// A new product opens with its key field focused.
	useEffect( () => {
		if ( focusKey ) {
			list.current
				?.querySelector< HTMLElement >( '[data-fo-focus="save-as"]' )
				?.focus();
			setFocusKey( false );
		}
	}, [ focusKey ] );

	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Products', 'formation-orders' ) }
				initialOpen={ false }
			>
				<div className="fo-products" ref={ list }>
					<p className="fo-products__help" id={ `${ id }-help` }>
						{ __(
							'The products this block puts in the cart or offers, each with its key, category and when it applies. Settings the panel does not show (durations, visibility, bulk price) stay as they are.',
							'formation-orders'
						) }
					</p>
					{ products.length === 0 ? (
						<p>
							{ __(
								'This block configures no products.',
								'formation-orders'
							) }
						</p>
					) : (
						<ul
							className="fo-products__list"
							aria-label={ __(
								'Configured products',
								'formation-orders'
							) }
						>
							{ products.map( ( product, index ) => {
								const name =
									String( product.saveAs ?? '' ) ||
									sprintf(
										/* translators: %d: number of the product in the block */
										__( 'Product %d', 'formation-orders' ),
										index + 1
									);
								const fieldsId = `${ id }-${ index }`;
								const toggleLabel =
									open === index
										? sprintf(
												/* translators: %s: the product's key */
												__(
													'Close product %s',
													'formation-orders'
												),
												name
											)
										: sprintf(
												/* translators: %s: the product's key */
												__(
													'Edit product %s',
													'formation-orders'
												),
												name
											);
								return (
									<li
										key={ index }
										className="fo-products__item"
									>
										<p className="fo-products__summary">
											<strong>{ name }</strong>{ ' ' }
											<span className="fo-products__category">
												{ categoryLabel(
													String(
														product.category ?? ''
													)
												) }
											</span>
											{ hasProblems(
												problems[ index ]
											) && (
												<span className="fo-products__attention">
													{ ' ' }
													{ __(
														'Needs attention',
														'formation-orders'
													) }
												</span>
											) }
										</p>
										<div className="fo-products__actions">
											<Button
												variant="secondary"
												aria-expanded={ open === index }
												aria-controls={ fieldsId }
												aria-label={ toggleLabel }
												onClick={ () =>
													setOpen(
														open === index
															? null
															: index
													)
												}
											>
												{ open === index
													? __(
															'Close',
															'formation-orders'
														)
													: __(
															'Edit',
															'formation-orders'
														) }
											</Button>
											<Button
												variant="link"
												isDestructive
												aria-label={ sprintf(
													/* translators: %s: the product's key */
													__(
														'Remove product %s',
														'formation-orders'
													),
													name
												) }
												onClick={ () => {
													save(
														removeProduct(
															products,
															index
														)
													);
													setOpen( null );
												} }
											>
												{ __(
													'Remove',
													'formation-orders'
												) }
											</Button>
										</div>
										{ open === index && (
											<ProductFields
												id={ fieldsId }
												product={ product }
												problems={ problems[ index ] }
												otherKeys={ products
													.filter(
														( _, at ) =>
															at !== index
													)
													.map( ( other ) =>
														String(
															other.saveAs ?? ''
														)
													) }
												onChange={ ( patch ) =>
													save(
														updateProduct(
															products,
															index,
															patch
														)
													)
												}
												onConfigChange={ ( patch ) =>
													save(
														updateProductConfig(
															products,
															index,
															patch
														)
													)
												}
											/>
										) }
									</li>
								);
							} ) }
						</ul>
					) }
					<Button
						variant="secondary"
						aria-describedby={ `${ id }-help` }
						onClick={ () => {
							save( addProduct( products ) );
							setOpen( products.length );
							setFocusKey( true );
						} }
					>
						{ __( 'Add product', 'formation-orders' ) }
					</Button>
				</div>
			</PanelBody>
		</InspectorControls>
	);
}
