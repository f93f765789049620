/**
 * The parts of the block editor's data store (core/block-editor) the order form's editor calls, typed, with the
 * names that differ between WordPress versions resolved in one place.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';

/** A block pattern as the block editor holds it: its markup already parsed into blocks. */
export interface EditorPattern {
	name: string;
	title: string;
	description?: string;
	blocks: Block[];
}

interface Selectors {
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlocks: ( clientId: string ) => Block[];
	/** WordPress 6.2 and later. */
	getPatternsByBlockTypes?: (
		blockNames: string,
		rootClientId: string | null
	) => EditorPattern[];
	/** WordPress 6.1 (deprecated from 6.2 on). */
	__experimentalGetPatternsByBlockTypes?: Selectors[ 'getPatternsByBlockTypes' ];
}

export interface BlockEditorActions {
	insertBlocks: (
		blocks: Block[],
		index: number | undefined,
		rootClientId: string,
		updateSelection: boolean,
		initialPosition: number | null
	) => void;
	replaceBlocks: ( clientId: string, blocks: Block[] ) => void;
	replaceInnerBlocks: (
		clientId: string,
		blocks: Block[],
		updateSelection: boolean
	) => void;
	selectBlock: ( clientId: string, initialPosition: number | null ) => void;
}

/** The block editor's actions, for an edit component. */
export const useBlockEditorActions = (): BlockEditorActions =>
	useDispatch( blockEditorStore ) as unknown as BlockEditorActions;

export const blockEditor = ( select: ( store: string ) => unknown ) =>
	select( blockEditorStore ) as Selectors;

/**
 * The patterns offered for a block (their `blockTypes` name it), insertable where the block stands, in the order
 * they were registered.
 * @param select       useSelect's select.
 * @param blockName    e.g. "formation-orders/order-form".
 * @param rootClientId The block's parent (null at the top of the post).
 */
export function patternsFor(
	select: ( store: string ) => unknown,
	blockName: string,
	rootClientId: string | null
): EditorPattern[] {
	const editor = blockEditor( select );
	const byBlockTypes =
		editor.getPatternsByBlockTypes ??
		editor.__experimentalGetPatternsByBlockTypes;
	return byBlockTypes ? byBlockTypes( blockName, rootClientId ) : [];
}
