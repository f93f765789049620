import { useEffect, useState } from '@wordpress/element';

type PopupModalCode = typeof import( './PopupModal' );

/**
 * The dialog (PopupModal) is a chunk of its own, fetched when a component that may open it asks for it: a help text
 * in "modal" mode once the visitor heads for its button, the nonprofit type's prompt when it is drawn. Forms without
 * either never download it, and it is not needed before the visitor acts, so no page prints it.
 */
let pending: Promise< PopupModalCode > | null = null;
const loadPopupModal = (): Promise< PopupModalCode > =>
	( pending ??= import(
		/* webpackChunkName: "order-form/popup-modal" */ './PopupModal'
	).catch( ( error ) => {
		pending = null;
		throw error;
	} ) );

/**
 * The dialog's code once fetched; null before, and while `wanted` is false.
 * @param wanted Whether the component may open the dialog.
 */
export function usePopupModal( wanted: boolean ): PopupModalCode | null {
	const [ code, setCode ] = useState< PopupModalCode | null >( null );
	useEffect( () => {
		if ( ! wanted || code ) {
			return undefined;
		}
		let current = true;
		loadPopupModal().then(
			( loaded ) => current && setCode( loaded ),
			() => undefined
		);
		return () => {
			current = false;
		};
	}, [ wanted, code ] );
	return code;
}
