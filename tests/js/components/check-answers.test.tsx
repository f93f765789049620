/**
 * "Check your answers" before an order is placed: every answer by step, a "Change" link that opens the field and
 * comes back, secrets never shown, and the order placed only from the review.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { loadCheckAnswers } from '../../../src/components/load-check-answers';
import { OrderForm } from '../../../src/components/OrderForm';
import { reviewAnswers } from '../../../src/engine/answers';
import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from '../store/fake-transport';

let root: Root;
let store: RootStore;
let container: HTMLElement;
let transport: ReturnType< typeof fakeTransport >;

beforeEach( () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	window.matchMedia = ( () => ( {
		matches: false,
	} ) ) as unknown as typeof window.matchMedia;
	// The review's heading takes focus on the next frame, once React has drawn it.
	window.requestAnimationFrame = ( callback: FrameRequestCallback ) =>
		setTimeout( () => callback( 0 ), 0 ) as unknown as number;
} );

afterEach( () => {
	act( () => root.unmount() );
	store.dispose();
	document.body.innerHTML = '';
} );

async function mount( config: PageConfig ) {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	transport = fakeTransport();
	store = new RootStore( config, { transport, navigate: jest.fn() } );
	root = createRoot( container );
	act( () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm />
			</StoreContext.Provider>
		)
	);
	act( () => fillValidOrder( store ) );
	await act( settle );
	act( () => store.steps.goTo( 2 ) );
	await act( settle );
}

const reviewConfig = ( formType = 'registered-agent-signup' ) => {
	const config = testConfig( { formType } );
	config.engine = { checkAnswers: true };
	return config;
};

const primaryButton = () =>
	container.querySelector< HTMLButtonElement >( '.fo-button--primary' )!;

const submitForm = async () => {
	act( () => {
		container
			.querySelector( 'form' )!
			.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			);
	} );
	await act( settle );
};

/** The review's rows as "label: answer". */
const rows = () =>
	Array.from( container.querySelectorAll( '.fo-summary-list__row' ) ).map(
		( row ) =>
			`${ row.querySelector( 'dt' )?.textContent }: ${
				row.querySelector( '.fo-summary-list__value' )?.textContent
			}`
	);

const changeLink = ( label: string ) =>
	Array.from(
		container.querySelectorAll< HTMLButtonElement >(
			'.fo-summary-list__actions button'
		)
	).find( ( button ) => button.textContent === `Change ${ label }` )!;

describe( 'Check your answers', () => {
	// The page fetches the review's chunk once the visitor starts on the form (src/frontend.tsx).
	beforeAll( () => loadCheckAnswers() );

	it( 'opens from the last step instead of placing the order', async () => {
		await mount( reviewConfig() );
		expect( primaryButton().textContent ).toBe( 'Review Order' );

		await submitForm();

		expect( container.querySelector( 'h2' )?.textContent ).toBe(
			'Check your answers'
		);
		expect( container.ownerDocument.activeElement?.textContent ).toBe(
			'Check your answers'
		);
		expect( primaryButton().textContent ).toBe( 'Submit Order' );
		expect( transport.tokenize ).not.toHaveBeenCalled();
		expect( transport.submitSignup ).not.toHaveBeenCalled();
	} );

	it( 'lists every answer under its step, the card as brand and last four only', async () => {
		await mount( reviewConfig() );
		await submitForm();

		const year = new Date().getFullYear() + 2;
		expect(
			Array.from(
				container.querySelectorAll( '.fo-check-answers__step-title' )
			).map( ( title ) => title.textContent )
		).toEqual( [ 'Company', 'Contact', 'Payment' ] );
		expect( rows() ).toEqual(
			expect.arrayContaining( [
				'State: California',
				'Company Name: Acme Widgets LLC',
				'First Name: Ada',
				'Street Address: 1 Market St',
				'Email: ada@example.com',
				'Name on card: Ada Lovelace',
				'Card: Visa ending in 4242',
				`Expires: 12/${ year }`,
			] )
		);
		const text = container.textContent ?? '';
		expect( text ).not.toContain( 'Correct-Horse-9' );
		expect( text ).not.toContain( '4242 4242' );
		expect( rows().some( ( row ) => row.startsWith( 'Password' ) ) ).toBe(
			false
		);
		expect(
			rows().some( ( row ) => row.startsWith( 'Security Code' ) )
		).toBe( false );
	} );

	it( 'leaves out what the visitor did not give', async () => {
		await mount( reviewConfig() );
		act( () => store.formData.set( 'contactInformation.lastName', '  ' ) );
		act( () => store.formData.set( 'contactInformation.lastName', '' ) );
		// An empty optional field: nothing to show.
		expect(
			reviewAnswers( store )
				.flatMap( ( step ) => step.answers )
				.some( ( answer ) => answer.label === 'Last Name' )
		).toBe( false );
	} );

	it( '"Change" opens the field on its step, and its Continue comes back to the review', async () => {
		await mount( reviewConfig() );
		await submitForm();

		act( () => changeLink( 'Company Name' ).click() );
		await act( settle );

		expect( store.steps.reviewing ).toBe( false );
		expect( store.steps.currentIndex ).toBe( 0 );
		expect( container.ownerDocument.activeElement?.id ).toBe(
			store.ids.field( 'companyInformation.companyName' )
		);
		act( () =>
			store.formData.set(
				'companyInformation.companyName',
				'Acme Gadgets LLC'
			)
		);
		expect( primaryButton().textContent ).toBe( 'Continue' );

		await submitForm();

		expect( store.steps.reviewing ).toBe( true );
		expect( rows() ).toContain( 'Company Name: Acme Gadgets LLC' );
	} );

	it( 'a "Change" whose step now fails stays on that step with its error', async () => {
		await mount( reviewConfig() );
		await submitForm();
		act( () => changeLink( 'Email' ).click() );
		act( () =>
			store.formData.set( 'accountInformation.email', 'not-an-email' )
		);

		await submitForm();

		expect( store.steps.reviewing ).toBe( false );
		expect( store.steps.currentIndex ).toBe( 1 );
		expect(
			store.validation.errorOf( 'accountInformation.email' )
		).toBeTruthy();
	} );

	it( 'Back leaves the review for the last step, as the visitor left it', async () => {
		await mount( reviewConfig() );
		await submitForm();
		const back = Array.from(
			container.querySelectorAll< HTMLButtonElement >( 'button' )
		).find( ( button ) => button.textContent === 'Back' )!;

		act( () => back.click() );

		expect( store.steps.reviewing ).toBe( false );
		expect( store.steps.currentIndex ).toBe( 2 );
		expect( primaryButton().textContent ).toBe( 'Review Order' );
	} );

	it( 'places the order from the review, once', async () => {
		await mount( reviewConfig() );
		await submitForm();

		await submitForm();

		expect( transport.tokenize ).toHaveBeenCalledTimes( 1 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a Submit from the store outside the review opens the review instead', async () => {
		await mount( reviewConfig() );

		await act( () => store.submission.submit() );

		expect( store.steps.reviewing ).toBe( true );
		expect( transport.submitSignup ).not.toHaveBeenCalled();
	} );

	it( 'is skipped when the form does not ask for it', async () => {
		await mount( testConfig() );
		expect( primaryButton().textContent ).toBe( 'Submit Order' );

		await submitForm();

		expect( container.querySelector( '.fo-check-answers' ) ).toBeNull();
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is never asked of a form that is not an order', async () => {
		const config = reviewConfig( 'contact' );
		config.form.steps = [
			{
				key: 'message',
				label: 'Message',
				modules: [ { name: 'contact-information', attributes: {} } ],
			},
		];
		await mount( config );

		expect( primaryButton().textContent ).toBe( 'Submit' );
		expect( store.reviewBeforeSubmit ).toBe( false );
	} );
} );
