import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { Disabled } from '@wordpress/components';
import { useEffect, useMemo } from '@wordpress/element';

import { moduleComponents } from '../modules/components';
import { StoreContext } from '../store/store-context';
import { ModuleEngineInspector } from './module-engine-inspector';
import { createPreviewStore } from './preview-store';

interface ModuleEditProps {
	attributes: Record< string, unknown >;
}

/**
 * Registers a module block: the editor shows the module's real fields (inert), the page renders it from
 * the order form's configuration, so nothing is saved in the post but the block comment.
 * @param metadata
 * @param Inspector
 */
export function registerModuleBlock(
	metadata: BlockConfiguration & { name: string },
	Inspector?: React.ComponentType<
		ModuleEditProps & {
			setAttributes: ( next: Record< string, unknown > ) => void;
		}
	>
): void {
	const moduleName = metadata.name.replace( 'formation-orders/', '' );
	const Module = moduleComponents[ moduleName ];

	function Edit(
		props: ModuleEditProps & {
			setAttributes: ( next: Record< string, unknown > ) => void;
		}
	): React.ReactElement {
		const store = useMemo( createPreviewStore, [] );
		useEffect( () => () => store.dispose(), [ store ] );
		return (
			<div
				{ ...useBlockProps( {
					className: `fo-module fo-module--${ moduleName }`,
				} ) }
			>
				{ Inspector && <Inspector { ...props } /> }
				<ModuleEngineInspector { ...props } />
				<StoreContext.Provider value={ store }>
					<Disabled>
						<Module attributes={ props.attributes } />
					</Disabled>
				</StoreContext.Provider>
			</div>
		);
	}

	registerBlockType( metadata.name, {
		...metadata,
		edit: Edit,
		save: () => null,
	} as BlockConfiguration );
}
