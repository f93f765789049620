/**
 * The server prints a form's first view into its mount point, so a visitor can type and choose before any script
 * has run. When the script mounts the form, React draws the same markup in its place; this carries over what the
 * visitor did to the printed controls (text typed, options chosen, boxes ticked), the focus and the caret.
 *
 * What the visitor did is replayed as input and change events on React's controls (matched by id), so every
 * module's own handlers run as if the visitor had done it then: a chosen state loads its prices, a typed value is
 * validated. Only controls whose value differs from the printed one are replayed: where the visitor has not
 * touched a field, the form restored from the browser's storage keeps its value.
 */

import { SUMMARY_MODULE } from './components/summary-module';
import type { PrintedStepCount } from './store/StepsStore';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

/** Whether a control is a box (a checkbox or a radio button), which is ticked rather than given a value. */
function isBox( control: Element ): control is HTMLInputElement {
	return (
		control instanceof HTMLInputElement &&
		( control.type === 'checkbox' || control.type === 'radio' )
	);
}

/** Whether the visitor changed this printed control: its value is not the one the server printed. */
function touched( control: Control ): boolean {
	if ( control instanceof HTMLSelectElement ) {
		return Array.from( control.options ).some(
			( option ) => option.selected !== option.defaultSelected
		);
	}
	if ( isBox( control ) ) {
		return control.checked !== control.defaultChecked;
	}
	return control.value !== control.defaultValue;
}

/**
 * Sets a value the way a visitor's typing does: through the element's own value setter, which React's change
 * tracking watches, then the event React listens to.
 * @param control
 * @param value
 */
function replayValue( control: Control, value: string ): void {
	const prototype = Object.getPrototypeOf( control ) as object;
	const setter = Object.getOwnPropertyDescriptor( prototype, 'value' )?.set;
	setter?.call( control, value );
	control.dispatchEvent(
		new Event( control instanceof HTMLSelectElement ? 'change' : 'input', {
			bubbles: true,
		} )
	);
}

function replay( printed: Control, drawn: Control ): void {
	if ( isBox( printed ) ) {
		// React hears a box's change through its click.
		if (
			drawn instanceof HTMLInputElement &&
			drawn.checked !== printed.checked
		) {
			drawn.click();
		}
		return;
	}
	if ( drawn.value !== printed.value ) {
		replayValue( drawn, printed.value );
	}
}

function restoreCaret( printed: Element, drawn: HTMLElement ): void {
	drawn.focus( { preventScroll: true } );
	if (
		( printed instanceof HTMLInputElement ||
			printed instanceof HTMLTextAreaElement ) &&
		( drawn instanceof HTMLInputElement ||
			drawn instanceof HTMLTextAreaElement )
	) {
		try {
			drawn.setSelectionRange(
				printed.selectionStart,
				printed.selectionEnd,
				printed.selectionDirection ?? undefined
			);
		} catch {
			// Email and number fields have no caret to set; the focus is enough.
		}
	}
}

/**
 * The parts of the form around its modules that React draws over after the modules, as it does them: the step
 * indicator, which counts every required field of every step. Drawn with the rest of the form's frame, it made that
 * first task the longest of the takeover on a phone (about 60 of 210 ms at a fourth of the processor's speed). No
 * other part is drawn apart for its cost: each part drawn in a task of its own costs the page one more layout, and
 * on a long single page that layout outweighed what drawing it apart saved (the running total and the total bar
 * are drawn apart only because they wait for the order summary's code: STAND_INS). Each is a child of the form.
 */
export const FRAME_PARTS = [ 'fo-steps' ];

/**
 * The printed parts that wait for a module's code before React draws them: the modules, and the running total and
 * the total bar, which come with the order summary module's code. The page brings the code of the first module
 * only; the others, the summary's included, come at the visitor's first interaction.
 */
const STAND_INS = '.fo-module, .fo-running-total, .fo-total-bar';

/** The parts of the form that come with the order summary's code. */
const SUMMARY_PARTS = [ 'fo-running-total', 'fo-total-bar' ];

/**
 * The name of the module whose code a printed part waits for (a module's `fo-module--<name>` class, the order
 * summary for the running total and the total bar), or null for a part around them.
 */
export function printedModuleName( part: Element ): string | null {
	if ( SUMMARY_PARTS.some( ( name ) => part.classList.contains( name ) ) ) {
		return SUMMARY_MODULE;
	}
	if ( ! part.classList.contains( 'fo-module' ) ) {
		return null;
	}
	const modifier = Array.from( part.classList ).find( ( name ) =>
		name.startsWith( 'fo-module--' )
	);
	return modifier ? modifier.slice( 'fo-module--'.length ) : null;
}

/** The form the server printed, as the script finds it before React draws its own. */
export interface PrintedForm {
	/**
	 * What React draws over one per task, in that order: the printed modules (each a `.fo-module`) as they appear
	 * on the page, the running total and the total bar, then the parts of the form around them that take longest to draw
	 * (FRAME_PARTS).
	 */
	parts: HTMLElement[];
	/**
	 * Carries what the visitor did over to the controls React has drawn in place of printed ones since the last
	 * call; a printed control still in the page (shown until React draws its module) waits for a later call.
	 */
	carryOver: () => void;
	/** The counts of required fields its step indicator shows, step by step (none without an indicator). */
	stepCounts: PrintedStepCount[];
}

/** What the printed step indicator counts for each step; a step without a count has no required field. */
export function printedStepCounts( form: ParentNode ): PrintedStepCount[] {
	return Array.from(
		form.querySelectorAll< HTMLElement >( '.fo-steps__item' )
	).map( ( item ) => {
		const count = item.querySelector< HTMLElement >( '.fo-steps__count' );
		const number = ( value: string | undefined ) => {
			const parsed = Number( value );
			return Number.isInteger( parsed ) && parsed >= 0 ? parsed : 0;
		};
		return {
			label: item.querySelector( '.fo-steps__label' )?.textContent ?? '',
			valid: number( count?.dataset.valid ),
			total: number( count?.dataset.total ),
		};
	} );
}

/**
 * Watches the form the server printed into `mountPoint` until React has drawn its own, then carries what the
 * visitor did over to it. Returns null when nothing was printed (the page shows "Loading the order form…" instead).
 * @param mountPoint
 */
export function takeOverPrintedForm(
	mountPoint: HTMLElement
): PrintedForm | null {
	if ( ! mountPoint.querySelector( 'form' ) ) {
		return null;
	}
	// React empties the mount point before drawing; the printed elements, detached, keep their values.
	const printedElements = new Set(
		Array.from( mountPoint.querySelectorAll< HTMLElement >( '*' ) )
	);
	const controls = Array.from(
		mountPoint.querySelectorAll< Control >( CONTROLS )
	);
	const carried = new Set< Control >();
	const { activeElement } = mountPoint.ownerDocument;
	let focused: Element | null = mountPoint.contains( activeElement )
		? activeElement
		: null;
	const followFocus = ( event: FocusEvent ) => {
		focused = event.target as Element;
	};
	mountPoint.addEventListener( 'focusin', followFocus );
	// A printed module's buttons (the help "?", "Add a member", the running total's "Total" on a phone, the total bar's) are disabled
	// until its code is here, and that press is often what fetched it: the last press on one is made again on the
	// button React draws in its place. The drawn module has the printed one's markup, so the button is found at the
	// same place: the same module (counted on the form) and the same button in it.
	const modulesOnForm = () =>
		Array.from( mountPoint.querySelectorAll< HTMLElement >( STAND_INS ) );
	let pressed: { module: number; button: number; name: string } | null = null;
	const notePress = ( event: Event ) => {
		const button = ( event.target as Element | null )?.closest?.(
			'button'
		);
		const module = button?.closest< HTMLElement >( STAND_INS );
		const name = module && printedModuleName( module );
		if ( ! button?.disabled || ! printedElements.has( button ) || ! name ) {
			return;
		}
		pressed = {
			module: modulesOnForm().indexOf( module ),
			button: Array.from( module.querySelectorAll( 'button' ) ).indexOf(
				button
			),
			name,
		};
	};
	mountPoint.addEventListener( 'pointerup', notePress );
	const pressAgain = () => {
		const module = pressed && modulesOnForm()[ pressed.module ];
		if (
			! pressed ||
			! module ||
			module.hasAttribute( 'data-printed-module' ) ||
			printedModuleName( module ) !== pressed.name
		) {
			return;
		}
		const button = module.querySelectorAll( 'button' )[ pressed.button ];
		pressed = null;
		if ( button && ! button.disabled ) {
			button.click();
		}
	};

	const carryOver = () => {
		// React 17 (WordPress 6.1) runs the effects of what it has just drawn at the start of the next discrete
		// event (a visitor's keystroke, or a replayed one), and redraws what they change then: a list's effect that
		// puts its first blank row in the form data would redraw that row's field empty, over the value set for
		// the replayed event, which React then no longer sees as a change. Where something is to be replayed, an
		// event with no other effect lets them run first, before the drawn controls are looked up (otherwise they
		// run in a task of their own, as React schedules them). React 18 runs them after the replayed change.
		if (
			controls.some(
				( control ) => ! carried.has( control ) && touched( control )
			)
		) {
			mountPoint.dispatchEvent( new Event( 'input' ) );
		}
		// Looked up in the form only (markup in the post around it may carry the same ids), and among React's
		// elements only: a printed module React has not drawn yet has the same ids.
		const drawn = new Map(
			Array.from( mountPoint.querySelectorAll< HTMLElement >( '[id]' ) )
				.filter( ( element ) => ! printedElements.has( element ) )
				.map( ( element ) => [ element.id, element ] )
		);
		const drawnById = ( id: string ) => ( id && drawn.get( id ) ) || null;
		for ( const printed of controls ) {
			if ( carried.has( printed ) ) {
				continue;
			}
			const control = drawnById( printed.id );
			if ( ! control ) {
				continue;
			}
			carried.add( printed );
			if ( touched( printed ) && control.tagName === printed.tagName ) {
				replay( printed, control as Control );
				leftAgain( printed, control );
			}
		}
		if ( controls.every( ( control ) => carried.has( control ) ) ) {
			mountPoint.removeEventListener( 'focusin', followFocus );
		}
		keepFocus( drawnById );
		pressAgain();
	};

	/**
	 * A field the visitor typed in or chose in and then left is left again on the drawn form, so what leaving it
	 * does runs there as well: a phone number is written as one, the field is checked as the form's validation
	 * mode checks a field left. A box's click is all it needs; the field the visitor is still in is left by them.
	 */
	const leftAgain = ( printed: Control, drawn: HTMLElement ) => {
		if ( printed === focused || isBox( printed ) ) {
			return;
		}
		// React hears a field's blur through focusout.
		drawn.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
	};

	/** Puts the focus back where the visitor had it, if drawing the form took it away. */
	const keepFocus = ( drawnById: ( id: string ) => HTMLElement | null ) => {
		const printedFocus = focused;
		if (
			! printedFocus ||
			! printedElements.has( printedFocus as HTMLElement ) ||
			mountPoint.ownerDocument.activeElement === printedFocus
		) {
			return;
		}
		// The printed element itself while its module is still shown (moved into React's form, which took its
		// focus), else the one React drew in its place.
		const drawnFocus = printedFocus.isConnected
			? ( printedFocus as HTMLElement )
			: drawnById( printedFocus.id );
		if ( ! drawnFocus ) {
			return;
		}
		focused = drawnFocus;
		const keepCaret = () => restoreCaret( printedFocus, drawnFocus );
		keepCaret();
		// React 18 (WordPress 6.2 and later) first puts the field's previous value back and draws the replayed
		// one a moment later, which moves the caret to the end: the caret goes back once it has, before the
		// next paint (React writes the value into the attribute too, which a mutation observer sees). Only if the
		// visitor is still in that field: on a busy phone the redraw can come after they moved on to the next
		// one, and taking the focus back then would send what they type next into the wrong field.
		const value = ( printedFocus as Control ).value;
		if (
			value !== undefined &&
			( drawnFocus as Control ).value !== value
		) {
			const redrawn = new window.MutationObserver( () => {
				if ( ( drawnFocus as Control ).value === value ) {
					redrawn.disconnect();
					if (
						mountPoint.ownerDocument.activeElement === drawnFocus
					) {
						keepCaret();
					}
				}
			} );
			redrawn.observe( drawnFocus, {
				attributes: true,
				attributeFilter: [ 'value' ],
			} );
			setTimeout( () => redrawn.disconnect(), 1000 );
		}
	};

	const form = mountPoint.querySelector( 'form' ) as HTMLFormElement;
	return {
		parts: [
			...Array.from(
				mountPoint.querySelectorAll< HTMLElement >( '.fo-module' )
			),
			...Array.from( form.children ).filter(
				( child ): child is HTMLElement =>
					child instanceof HTMLElement &&
					SUMMARY_PARTS.some( ( name ) =>
						child.classList.contains( name )
					)
			),
			...Array.from( form.children ).filter(
				( child ): child is HTMLElement =>
					child instanceof HTMLElement &&
					FRAME_PARTS.some( ( part ) =>
						child.classList.contains( part )
					)
			),
		],
		carryOver,
		stepCounts: printedStepCounts( form ),
	};
}
