import {
	createContext,
	useContext,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Drawn in one go, a long form blocks a phone's main thread for 150 ms and more: React 17 (WordPress 6.1) renders
 * and commits it in one task, and React 18 commits a transition in one task too (the page's layout of the whole
 * form included). Where the server printed the form, React therefore draws it over one module per task: until it
 * has drawn a module, the printed one stays where it is, usable, moved into React's form. The modules are counted
 * in the order they appear on the page, as the printed ones are.
 */
interface PrintedModules {
	/** The printed modules' elements, in order. */
	nodes: readonly HTMLElement[];
	/** How many of the first modules React has drawn. */
	drawn: number;
}

const PrintedModulesContext = createContext< PrintedModules | null >( null );

export const PrintedModulesProvider = PrintedModulesContext.Provider;

/**
 * How many of the printed modules React has drawn: none in its first render (the form around them: steps, buttons,
 * running total), then one more per task until all are; each time, `onDrawn` carries what the visitor did in the
 * replaced one over. Null once all are drawn, or when nothing is drawn over.
 * @param nodes
 * @param onDrawn
 */
export function useModulesDrawnOver(
	nodes: readonly HTMLElement[] | undefined,
	onDrawn: ( () => void ) | undefined
): PrintedModules | null {
	const [ drawn, setDrawn ] = useState( 0 );
	const drawing = !! nodes && drawn < nodes.length;
	useEffect( () => {
		if ( ! drawing ) {
			return undefined;
		}
		const next = setTimeout( () => setDrawn( ( count ) => count + 1 ), 0 );
		return () => clearTimeout( next );
	}, [ drawing, drawn ] );
	useLayoutEffect( () => {
		if ( nodes && drawn > 0 && onDrawn ) {
			queueMicrotask( onDrawn );
		}
	}, [ nodes, drawn, onDrawn ] );
	return nodes && drawing ? { nodes, drawn } : null;
}

/** The printed module React has not drawn yet, at `ordinal` (counted on the whole form), if any. */
export function usePrintedModule(
	ordinal: number,
	name: string
): HTMLElement | null {
	const printed = useContext( PrintedModulesContext );
	if ( ! printed || ordinal < printed.drawn ) {
		return null;
	}
	const node = printed.nodes[ ordinal ];
	// A module the conditions now show in another place is drawn at once rather than shown as another one.
	return node?.classList.contains( `fo-module--${ name }` ) ? node : null;
}

/** A module's frame holding the printed module's content until React draws the module itself. */
export function PrintedModule( {
	name,
	node,
}: {
	name: string;
	node: HTMLElement;
} ): React.ReactElement {
	const frame = useRef< HTMLDivElement >( null );
	useLayoutEffect( () => {
		frame.current?.replaceChildren( ...Array.from( node.childNodes ) );
	}, [ node ] );
	return (
		<div
			className={ `fo-module fo-module--${ name }` }
			data-printed-module=""
			ref={ frame }
		/>
	);
}
