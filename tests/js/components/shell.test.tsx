import { act } from 'react';

import {
	HelpTooltip,
	PREVENT_OPEN_MS,
	tooltipSize,
} from '../../../src/components/HelpTooltip';
import { PopupModal } from '../../../src/components/PopupModal';
import {
	NOTIFICATION_TIMEOUT_MS,
	NotificationsStore,
} from '../../../src/store/NotificationsStore';
import { reactRootPerTest } from '../support/react-root';

const page = reactRootPerTest();

const render = ( element: React.ReactElement ) =>
	act( () => page.root.render( element ) );
const click = ( element: Element | null ) =>
	act( () => {
		( element as HTMLElement ).click();
	} );
const button = ( name: string ) =>
	[ ...page.container.querySelectorAll( 'button' ) ].find(
		( candidate ) =>
			candidate.textContent === name ||
			candidate.getAttribute( 'aria-label' ) === name
	) ?? null;

describe( 'popup modal', () => {
	it( 'has a header, a body, Cancel and Save; the page behind does not scroll while it is open', () => {
		const onSave = jest.fn();
		const onCancel = jest.fn();
		render(
			<PopupModal
				title="Verify address"
				onCancel={ onCancel }
				onSave={ onSave }
			>
				<p>Use the verified address?</p>
			</PopupModal>
		);
		const dialog = page.container.querySelector( '[role="dialog"]' );
		expect( dialog?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect( dialog?.textContent ).toContain( 'Verify address' );
		expect( dialog?.textContent ).toContain( 'Use the verified address?' );
		expect( document.body.style.overflow ).toBe( 'hidden' );
		expect( dialog?.ownerDocument.activeElement ).toBe( dialog );

		click( button( 'Save' ) );
		expect( onSave ).toHaveBeenCalledTimes( 1 );
		click( button( 'Cancel' ) );
		expect( onCancel ).toHaveBeenCalledTimes( 1 );

		act( () => page.root.render( <></> ) );
		expect( document.body.style.overflow ).toBe( '' );
	} );

	it.each( [
		[ 'the corner close button', () => click( button( 'Close' ) ) ],
		[
			'a click on the backdrop',
			() =>
				click( page.container.querySelector( '.fo-modal__backdrop' ) ),
		],
		[
			'Escape',
			() =>
				act( () => {
					page.container
						.querySelector( '[role="dialog"]' )
						?.dispatchEvent(
							new KeyboardEvent( 'keydown', {
								key: 'Escape',
								bubbles: true,
							} )
						);
				} ),
		],
	] )( '%s acts as Cancel', ( _how, act ) => {
		const onCancel = jest.fn();
		const onSave = jest.fn();
		render(
			<PopupModal title="T" onCancel={ onCancel } onSave={ onSave }>
				<p>Body</p>
			</PopupModal>
		);
		act();
		expect( onCancel ).toHaveBeenCalledTimes( 1 );
		expect( onSave ).not.toHaveBeenCalled();
	} );

	it( 'a click inside the dialog is not a backdrop click', () => {
		const onCancel = jest.fn();
		render(
			<PopupModal title="T" onCancel={ onCancel }>
				<p className="inside">Body</p>
			</PopupModal>
		);
		click( page.container.querySelector( '.inside' ) );
		expect( onCancel ).not.toHaveBeenCalled();
	} );
} );

describe( 'help tooltips (small under 100 characters, medium under 400, large otherwise)', () => {
	it.each( [
		[ 99, 'small' ],
		[ 100, 'medium' ],
		[ 399, 'medium' ],
		[ 400, 'large' ],
	] )( '%i characters: %s', ( length, size ) => {
		expect( tooltipSize( 'x'.repeat( length ) ) ).toBe( size );
	} );

	it( 'opens as a popover next to its button', () => {
		render(
			<HelpTooltip
				text="We file with the state."
				topic="Company"
				mode="popover"
			/>
		);
		const help = button( 'Help: Company' );
		expect( help?.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		click( help );
		expect( help?.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const popover = page.container.querySelector(
			'.fo-help__popover--small'
		);
		expect( popover?.textContent ).toBe( 'We file with the state.' );
		expect( help?.getAttribute( 'aria-controls' ) ).toBe( popover?.id );
	} );

	/**
	 * A pointer event as a browser sends it (jsdom has no PointerEvent: a mouse event with its pointer type).
	 * @param target
	 * @param type
	 * @param pointerType
	 * @param at
	 * @param at.x
	 * @param at.y
	 */
	function pointer(
		target: EventTarget,
		type: 'pointerdown' | 'pointerup',
		pointerType: 'mouse' | 'touch',
		at = { x: 0, y: 0 }
	) {
		const event = new MouseEvent( type, {
			bubbles: true,
			clientX: at.x,
			clientY: at.y,
		} );
		Object.defineProperty( event, 'pointerType', { value: pointerType } );
		act( () => {
			target.dispatchEvent( event );
		} );
	}

	/** A popover's help with a paragraph beside it, to press outside the popover on. */
	function renderPopoverBesideText() {
		render(
			<>
				<HelpTooltip
					text="We file with the state."
					topic="Company"
					mode="popover"
				/>
				<p id="elsewhere">Elsewhere</p>
			</>
		);
		const help = button( 'Help: Company' );
		return {
			help,
			elsewhere: page.container.querySelector( '#elsewhere' )!,
			isOpen: () => help?.getAttribute( 'aria-expanded' ) === 'true',
		};
	}

	let now = 1_000_000;
	beforeEach( () => {
		jest.spyOn( Date, 'now' ).mockImplementation( () => now );
	} );
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'a popover closes on a press outside it, not on one inside; a touch that scrolls leaves it open', () => {
		const { help, elsewhere, isOpen } = renderPopoverBesideText();
		click( help );
		pointer(
			page.container.querySelector( '.fo-help__popover' )!,
			'pointerdown',
			'mouse'
		);
		expect( isOpen() ).toBe( true );
		pointer( elsewhere, 'pointerdown', 'mouse' );
		expect( isOpen() ).toBe( false );

		now += PREVENT_OPEN_MS;
		click( help );
		// A finger that moves more than 20 px is scrolling the page.
		pointer( elsewhere, 'pointerdown', 'touch', { x: 10, y: 100 } );
		pointer( elsewhere, 'pointerup', 'touch', { x: 10, y: 100 - 21 } );
		expect( isOpen() ).toBe( true );
		// One that moves less is a tap.
		pointer( elsewhere, 'pointerdown', 'touch', { x: 10, y: 100 } );
		pointer( elsewhere, 'pointerup', 'touch', { x: 22, y: 108 } );
		expect( isOpen() ).toBe( false );
	} );

	it( 'after a press outside closed it, a press on the button within 300 ms does not open it again; a later one does', () => {
		const { help, elsewhere, isOpen } = renderPopoverBesideText();
		// Its own button closes and reopens it at once.
		click( help );
		click( help );
		click( help );
		expect( isOpen() ).toBe( true );
		pointer( elsewhere, 'pointerdown', 'mouse' );
		expect( isOpen() ).toBe( false );
		now += PREVENT_OPEN_MS - 1;
		click( help );
		expect( isOpen() ).toBe( false );
		now += 1;
		click( help );
		expect( isOpen() ).toBe( true );
	} );

	it( "opens as a dialog in modal mode, once the dialog's code has come", async () => {
		render(
			<HelpTooltip
				text={ 'y'.repeat( 150 ) }
				topic="Company"
				mode="modal"
			/>
		);
		// The dialog is a chunk of its own, fetched once the visitor presses the button (or heads for it): the
		// press opens it when it is here.
		click( button( 'Help: Company' ) );
		expect( page.container.querySelector( '[role="dialog"]' ) ).toBeNull();
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 0 ) )
		);
		const dialog = page.container.querySelector( '[role="dialog"]' );
		expect(
			dialog?.querySelector( '.fo-help__text--medium' )
		).not.toBeNull();
		click( button( 'Close' ) );
		expect( page.container.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );
} );

describe( 'notifications (5000 ms by default)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'go after 5000 ms by default; 0 keeps them until dismissed', () => {
		const store = new NotificationsStore();
		store.notify( 'Saved.' );
		const kept = store.notify( 'Stays.', { timeoutMs: 0 } );
		jest.advanceTimersByTime( NOTIFICATION_TIMEOUT_MS - 1 );
		expect( store.items ).toHaveLength( 2 );
		jest.advanceTimersByTime( 1 );
		expect( store.items.map( ( item ) => item.message ) ).toEqual( [
			'Stays.',
		] );
		store.dismiss( kept );
		expect( store.items ).toHaveLength( 0 );
		expect( NOTIFICATION_TIMEOUT_MS ).toBe( 5000 );
	} );
} );
