/* @wordpress/block-editor ships no usable types for what we use; these are the parts we call. */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export namespace useBlockProps {
		function save(
			props?: Record< string, unknown >
		): Record< string, unknown >;
	}
	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: Record< string, unknown >
	): Record< string, unknown >;
	export const InnerBlocks: ComponentType< Record< string, unknown > > & {
		Content: ComponentType;
	};
	export const InspectorControls: ComponentType< { children?: ReactNode } >;
	export const RichText: ComponentType< Record< string, unknown > >;
	export const PlainText: ComponentType< Record< string, unknown > >;
	export const BlockControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
	/** The block editor's data store (core/block-editor): the selectors and actions we call. */
	export const store: string;
}

/* webpack's require.context: the editor bundle registers every block folder it finds. */
declare namespace NodeJS {
	interface Require {
		context(
			directory: string,
			recursive: boolean,
			filter: RegExp
		): { keys(): string[]; ( id: string ): unknown };
	}
}
