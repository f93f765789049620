import { useBlockProps } from '@wordpress/block-editor';
import {
	cloneBlock,
	createBlocksFromInnerBlocksTemplate,
} from '@wordpress/blocks';
import { Button, Placeholder, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	blockEditor,
	patternsFor,
	useBlockEditorActions,
	type EditorPattern,
} from '../../src/editor/block-editor-store';
import {
	formTypeOptions,
	type FormType,
} from '../../src/submission/form-types';
import { blankForm } from './blank-form';
import metadata from './block.json';

interface Props {
	clientId: string;
	formType: FormType;
	setFormType: ( formType: FormType ) => void;
}

/**
 * What a new Order Form shows until it has steps: start blank (for a chosen form type), or from one of the order
 * form patterns, each by its title and description, as Gutenberg's Columns and Query blocks ask how to start.
 */
export function StartingPoint( {
	clientId,
	formType,
	setFormType,
}: Props ): React.ReactElement {
	const patterns: EditorPattern[] = useSelect(
		( select ) =>
			patternsFor(
				select,
				metadata.name,
				blockEditor( select ).getBlockRootClientId( clientId )
			),
		[ clientId ]
	);
	const { replaceBlocks, replaceInnerBlocks } = useBlockEditorActions();
	const [ blankType, setBlankType ] = useState( formType );
	// Block client ids are unique in the editor, so the descriptions' ids are too.
	const id = `fo-starting-point-${ clientId }`;

	return (
		<div { ...useBlockProps( { className: 'fo-form fo-starting-point' } ) }>
			<Placeholder
				icon="cart"
				label={ __( 'Order Form', 'formation-orders' ) }
				instructions={ __(
					'Start blank, or from one of the order forms below.',
					'formation-orders'
				) }
			>
				<div className="fo-starting-point__blank">
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Form type', 'formation-orders' ) }
						value={ blankType }
						options={ formTypeOptions() }
						onChange={ ( next: FormType ) => setBlankType( next ) }
					/>
					<Button
						__next40pxDefaultSize
						variant="primary"
						onClick={ () => {
							setFormType( blankType );
							replaceInnerBlocks(
								clientId,
								createBlocksFromInnerBlocksTemplate(
									blankForm( blankType )
								),
								false
							);
						} }
					>
						{ __( 'Start blank', 'formation-orders' ) }
					</Button>
				</div>
				{ patterns.length > 0 && (
					<ul
						className="fo-starting-point__patterns"
						aria-label={ __(
							'Start from an order form',
							'formation-orders'
						) }
					>
						{ patterns.map( ( pattern, index ) => (
							<li key={ pattern.name }>
								<Button
									className="fo-starting-point__pattern"
									aria-label={ pattern.title }
									aria-describedby={ `${ id }-${ index }` }
									onClick={ () =>
										replaceBlocks(
											clientId,
											pattern.blocks.map( ( block ) =>
												cloneBlock( block )
											)
										)
									}
								>
									<span className="fo-starting-point__title">
										{ pattern.title }
									</span>
									<span
										className="fo-starting-point__description"
										id={ `${ id }-${ index }` }
									>
										{ pattern.description }
									</span>
								</Button>
							</li>
						) ) }
					</ul>
				) }
			</Placeholder>
		</div>
	);
}
