import { useCallback, useEffect, useState } from '@wordpress/element';

import { useStore } from '../store/store-context';
import { scrollToElement } from './scroll';
import type { FormDataPath } from '../form-data/typed-paths';

/** Where to land: the element that takes focus, and the part of the page around it to bring into view. */
interface Destination {
	focusId: string;
	around: string;
}

export interface GoTo {
	/** A field (its form-data path): its step in step mode, then the field with its label, focused. */
	goToField: ( path: FormDataPath ) => void;
	/** A module: in step mode its step; on a single page the step that holds it; its heading is focused. */
	goToModule: ( moduleName: string ) => void;
}

/**
 * The page's half of "go to the module" (the rule: "Where a module is in another
 * step, step mode switches to it; otherwise the page scrolls smoothly to it."): the store switches the step,
 * and once React has drawn it the page scrolls smoothly (unless the visitor asked for reduced motion) to
 * 100 px above the target and moves focus there, so keyboard and screen reader users land where they see.
 */
export function useGoTo(): GoTo {
	const { steps, ids } = useStore();
	// A new object each time, so a second click on the same link scrolls and focuses again.
	const [ destination, setDestination ] = useState< Destination | null >(
		null
	);

	useEffect( () => {
		if ( ! destination ) {
			return;
		}
		const element = document.getElementById( destination.focusId );
		if ( element ) {
			scrollToElement( element.closest( destination.around ) ?? element );
			element.focus( { preventScroll: true } );
		}
	}, [ destination ] );

	const goToField = useCallback(
		( path: FormDataPath ) => {
			steps.goToField( path );
			setDestination( {
				focusId: ids.field( path ),
				around: '.fo-field, .fo-fieldset',
			} );
		},
		[ steps, ids ]
	);

	const goToModule = useCallback(
		( moduleName: string ) => {
			const index = steps.goToModule( moduleName );
			if ( index >= 0 ) {
				setDestination( {
					focusId: ids.stepTitle( index ),
					around: '.fo-step',
				} );
			}
		},
		[ steps, ids ]
	);

	return { goToField, goToModule };
}
