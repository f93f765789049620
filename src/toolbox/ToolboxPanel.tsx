import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { RootStore } from '../store/RootStore';
import { CheckoutOptionsTool } from './CheckoutOptionsTool';
import { CookieHelper } from './CookieHelper';
import { DataFiller } from './DataFiller';
import { UiSamples } from './UiSamples';

/**
 * The developer toolbox: a bar above the form, in the page's flow rather than floating over it, so that on a
 * phone-width screen it never covers one of the form's controls. It expands and collapses with its button,
 * collapses on a click outside it and on Escape (focus goes back to the button).
 */
export function ToolboxPanel( {
	store,
	datasetUrl,
	developerName,
}: {
	store: RootStore;
	datasetUrl: string;
	developerName: string;
} ): React.ReactElement {
	const [ open, setOpen ] = useState( false );
	const panelRef = useRef< HTMLElement >( null );
	const toggleRef = useRef< HTMLButtonElement >( null );
	const toolsId = store.ids.of( 'toolbox-tools' );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const collapseOutside = ( event: Event ) => {
			if ( ! panelRef.current?.contains( event.target as Node ) ) {
				setOpen( false );
			}
		};
		// Escape inside the panel collapses it and puts focus back on its button.
		const collapseOnEscape = ( event: KeyboardEvent ) => {
			if (
				event.key === 'Escape' &&
				panelRef.current?.contains( event.target as Node )
			) {
				setOpen( false );
				toggleRef.current?.focus();
			}
		};
		document.addEventListener( 'mousedown', collapseOutside );
		document.addEventListener( 'focusin', collapseOutside );
		document.addEventListener( 'keydown', collapseOnEscape );
		return () => {
			document.removeEventListener( 'mousedown', collapseOutside );
			document.removeEventListener( 'focusin', collapseOutside );
			document.removeEventListener( 'keydown', collapseOnEscape );
		};
	}, [ open ] );

	return (
		<section
			className={ open ? 'fo-toolbox is-open' : 'fo-toolbox' }
			ref={ panelRef }
			aria-label={ __( 'Developer toolbox', 'formation-orders' ) }
		>
			<button
				type="button"
				className="fo-toolbox__toggle"
				ref={ toggleRef }
				aria-expanded={ open }
				aria-controls={ toolsId }
				onClick={ () => setOpen( ! open ) }
			>
				{ __( 'Developer toolbox', 'formation-orders' ) }
			</button>
			<div className="fo-toolbox__tools" id={ toolsId } hidden={ ! open }>
				<DataFiller
					store={ store }
					datasetUrl={ datasetUrl }
					developerName={ developerName }
				/>
				<UiSamples store={ store } />
				<CheckoutOptionsTool
					options={ store.checkoutOptions }
					idOf={ store.ids.of }
				/>
				<CookieHelper idOf={ store.ids.of } />
			</div>
		</section>
	);
}
