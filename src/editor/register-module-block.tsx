import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { Disabled } from '@wordpress/components';
import {
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { AnyModuleDefinition } from '../modules/module-definition';
import { StoreContext } from '../store/store-context';
import { ModuleEngineInspector } from './module-engine-inspector';
import { createPreviewStore, previewSampleCompany } from './preview-store';
import { ProductsPanel } from './ProductsPanel';

/** What registering reads of a module's block.json; the rest goes to WordPress as it is. */
interface ModuleBlockMetadata {
	name: string;
	attributes: object;
}

interface ModuleEditProps {
	attributes: Record< string, unknown >;
}

/**
 * Registers a module block: the editor shows the module's real fields (inert), the page renders it from
 * the order form's configuration, so nothing is saved in the post but the block comment.
 * @param metadata   The module's block.json.
 * @param definition The module's page side (its module.ts): attribute parser, component, fields.
 * @param Inspector  The module's own sidebar settings, if any; it gets the parsed attributes.
 */
export function registerModuleBlock< Definition extends AnyModuleDefinition >(
	metadata: ModuleBlockMetadata,
	definition: Definition,
	Inspector?: React.ComponentType< {
		attributes: ReturnType< Definition[ 'attributes' ] >;
		setAttributes: ( next: Record< string, unknown > ) => void;
	} >
): void {
	const moduleName = metadata.name.replace( 'formation-orders/', '' );
	const Module = definition.Component;
	const configuresProducts =
		'products' in
		( ( metadata.attributes ?? {} ) as Record< string, unknown > );

	function Edit(
		props: ModuleEditProps & {
			setAttributes: ( next: Record< string, unknown > ) => void;
		}
	): React.ReactElement {
		const store = useMemo( createPreviewStore, [] );
		const attributes = useMemo(
			() => definition.attributes( props.attributes ),
			[ props.attributes ]
		);
		useEffect( () => () => store.dispose(), [ store ] );
		// Modules that wait for the visitor's choices (the filing methods of the chosen state) preview as for a
		// sample company; one that still shows nothing (optional products before any is configured) says why, as
		// without a text the block could not even be clicked to configure it. The module redraws on its own (mobx)
		// when the sample's products arrive, so its preview is watched rather than checked once.
		const preview = useRef< HTMLDivElement >( null );
		const note = useRef< HTMLParagraphElement >( null );
		useLayoutEffect( () => {
			const element = preview.current;
			if ( ! element ) {
				return;
			}
			let sampled = false;
			// The note is shown and hidden here, not through React state: the preview changes on its own.
			const check = () => {
				const isEmpty = ! element.textContent?.trim();
				if ( isEmpty && ! sampled ) {
					sampled = true;
					previewSampleCompany( store );
				}
				if ( note.current ) {
					note.current.hidden = ! isEmpty;
				}
			};
			check();
			const observer = new MutationObserver( check );
			observer.observe( element, {
				childList: true,
				subtree: true,
				characterData: true,
			} );
			return () => observer.disconnect();
		}, [ store ] );
		return (
			<div
				{ ...useBlockProps( {
					className: `fo-module fo-module--${ moduleName }`,
				} ) }
			>
				{ Inspector && (
					<Inspector
						attributes={ attributes }
						setAttributes={ props.setAttributes }
					/>
				) }
				{ configuresProducts && <ProductsPanel { ...props } /> }
				<ModuleEngineInspector { ...props } />
				<div ref={ preview }>
					<StoreContext.Provider value={ store }>
						<Disabled>
							<Module attributes={ attributes } />
						</Disabled>
					</StoreContext.Provider>
				</div>
				{ /* Starts hidden; React leaves the attribute alone afterwards, as the prop never changes. */ }
				<p ref={ note } className="fo-module__editor-note" hidden>
					{ configuresProducts
						? __(
								'No products to offer yet: select this block and add them in the Products panel of the sidebar.',
								'formation-orders'
							)
						: __(
								'Nothing to preview: on the page this module shows what the visitor’s choices call for. Select it to configure it in the sidebar.',
								'formation-orders'
							) }
				</p>
			</div>
		);
	}

	registerBlockType( metadata.name, {
		...metadata,
		edit: Edit,
		save: () => null,
	} as unknown as BlockConfiguration );
}
