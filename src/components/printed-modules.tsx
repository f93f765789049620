import {
	createContext,
	createElement,
	useContext,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Drawn in one go, a long form blocks a phone's main thread for 150 ms and more: React 17 (WordPress 6.1) renders
 * and commits it in one task, and React 18 commits a transition in one task too (the page's layout of the whole
 * form included). Where the server printed the form, React therefore draws it over one module per task, then the
 * slowest part of the form around them (the step indicator, FRAME_PARTS in src/printed-form.ts): until it has
 * drawn one, the printed one stays where it is, usable, moved into React's form. A module whose code is still to
 * come (the page brings the first module's only) is drawn once it is here. The modules are counted in the order
 * they appear on the page, as the printed ones are.
 */
interface PrintedParts {
	/** The printed modules' elements in order, then the printed parts of the form around them. */
	nodes: readonly HTMLElement[];
	/** Which of the nodes (by index) React has drawn. */
	drawn: ReadonlySet< number >;
}

const PrintedPartsContext = createContext< PrintedParts | null >( null );

export const PrintedPartsProvider = PrintedPartsContext.Provider;

/**
 * Which of the printed modules and parts React has drawn: none in its first render (the form around them: the
 * step's heading, the buttons), then one more per task, in order, until all are; each time, `onDrawn` carries what
 * the visitor did in the replaced one over. A printed module whose code has not arrived (`canDraw` says no) stays,
 * usable, until it has, and drawing goes on with the next: still one per task. Null once all are drawn, or when
 * nothing is drawn over.
 * @param nodes
 * @param onDrawn
 * @param canDraw Whether React can draw this printed part now (a component that observes the store reads it
 *                while rendering, so that the code's arrival draws again).
 */
export function useDrawnOver(
	nodes: readonly HTMLElement[] | undefined,
	onDrawn: ( () => void ) | undefined,
	canDraw: ( node: HTMLElement ) => boolean = () => true
): PrintedParts | null {
	const [ drawn, setDrawn ] = useState< ReadonlySet< number > >(
		() => new Set()
	);
	const next = nodes
		? nodes.findIndex(
				( node, index ) => ! drawn.has( index ) && canDraw( node )
			)
		: -1;
	useEffect( () => {
		if ( next < 0 ) {
			return undefined;
		}
		const timer = setTimeout(
			() => setDrawn( ( before ) => new Set( before ).add( next ) ),
			0
		);
		return () => clearTimeout( timer );
	}, [ next, drawn ] );
	useLayoutEffect( () => {
		if ( nodes && drawn.size > 0 && onDrawn ) {
			queueMicrotask( onDrawn );
		}
	}, [ nodes, drawn, onDrawn ] );
	return nodes && drawn.size < nodes.length ? { nodes, drawn } : null;
}

/** The printed module React has not drawn yet, at `ordinal` (counted on the whole form), if any. */
export function usePrintedModule(
	ordinal: number,
	name: string
): HTMLElement | null {
	const printed = useContext( PrintedPartsContext );
	if ( ! printed || printed.drawn.has( ordinal ) ) {
		return null;
	}
	const node = printed.nodes[ ordinal ];
	// A module the conditions now show in another place is drawn at once rather than shown as another one.
	return node?.classList.contains( `fo-module--${ name }` ) ? node : null;
}

/**
 * The printed part of the form at `className` (FRAME_PARTS in src/printed-form.ts) that React has not drawn yet,
 * if any.
 * @param printed   The printed parts and how many are drawn; null when nothing is drawn over.
 * @param className The part's class.
 */
export function printedPart(
	printed: PrintedParts | null,
	className: string
): HTMLElement | null {
	return (
		printed?.nodes.find(
			( node, index ) =>
				! printed.drawn.has( index ) &&
				node.classList.contains( className )
		) ?? null
	);
}

/**
 * A printed module or part of the form in React's form until React draws it: an element of the printed one's kind
 * and attributes (the theme's and our styles select on them), holding the printed one's content.
 * @param props
 * @param props.node The printed element.
 */
export function PrintedPart( {
	node,
}: {
	node: HTMLElement;
} ): React.ReactElement {
	const frame = useRef< HTMLElement >( null );
	useLayoutEffect( () => {
		const element = frame.current;
		if ( ! element ) {
			return;
		}
		Array.from( node.attributes ).forEach( ( { name, value } ) =>
			element.setAttribute( name, value )
		);
		element.replaceChildren( ...Array.from( node.childNodes ) );
	}, [ node ] );
	return createElement( node.tagName.toLowerCase(), {
		ref: frame,
		'data-printed-module': '',
	} );
}
