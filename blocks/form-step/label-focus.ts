/**
 * Steps whose label field takes the keyboard once drawn: a step the editor just added with "Add step". The request
 * crosses from the order form, which inserts the step, to the step's own edit component, which owns the field; it is
 * taken once.
 */
const pending = new Set< string >();

export function requestLabelFocus( clientId: string ): void {
	pending.add( clientId );
}

/** Whether the step asked for the focus; asking again answers no. */
export function takeLabelFocus( clientId: string ): boolean {
	return pending.delete( clientId );
}
