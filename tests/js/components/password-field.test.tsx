import { act } from 'react';

import { accountSetupAttributes } from '../../../blocks/account-setup/attributes';
import { AccountSetup } from '../../../blocks/account-setup/AccountSetup';
import { accountSetupFields } from '../../../blocks/account-setup/fields';
import { AccountLogin } from '../../../blocks/account-login/AccountLogin';
import { accountLoginAttributes } from '../../../blocks/account-login/attributes';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { validate } from '../../../src/validation/validate';
import { fakeTransport, testConfig } from '../store/fake-transport';
import { reactRootPerTest } from '../support/react-root';

const page = reactRootPerTest();

function render( element: ( store: RootStore ) => React.ReactElement ) {
	const store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				{ element( store ) }
			</StoreContext.Provider>
		)
	);
	const input = ( path: string ) =>
		page.container.querySelector< HTMLInputElement >(
			`#fo-${ path.replace( /\./g, '-' ) }`
		) as HTMLInputElement;
	const button = ( text: string ) =>
		Array.from( page.container.querySelectorAll( 'button' ) ).find(
			( candidate ) => candidate.textContent === text
		);
	return { store, input, button };
}

describe( 'the password link ("Generate Password" when the generator is on and the field empty, else Show / Hide Password)', () => {
	it( 'generates 12 characters into the password and its confirmation, and shows them', () => {
		const { store, input, button } = render( () => (
			<AccountSetup
				attributes={ accountSetupAttributes( {
					confirmPassword: true,
					passwordGenerator: true,
				} ) }
			/>
		) );
		const password = input( 'accountInformation.password' );
		const link = () =>
			password.closest( '.fo-field' )?.querySelector( 'button' )
				?.textContent;
		expect( password.type ).toBe( 'password' );
		expect( link() ).toBe( 'Generate Password' );
		act( () => button( 'Generate Password' )?.click() );

		const generated = store.formData.getString(
			'accountInformation.password'
		);
		expect( generated ).toHaveLength( 12 );
		expect(
			store.formData.getString( 'accountInformation.passwordConfirm' )
		).toBe( generated );
		expect( password.type ).toBe( 'text' );
		expect( password.value ).toBe( generated );
		expect( button( 'Generate Password' ) ).toBeUndefined();
		expect( link() ).toBe( 'Hide Password' );
		// Every requirement is met, the one with the form's minimum included.
		expect(
			page.container.querySelectorAll(
				'.fo-password-requirements li.is-met'
			)
		).toHaveLength( 4 );
		// Only the email, not typed yet, keeps the step from passing.
		expect(
			validate(
				store.formData.values,
				accountSetupFields( {
					passwordMinChars: 8,
					confirmPassword: true,
				} )
			)
		).toEqual( { 'accountInformation.email': 'Email is required' } );
	} );

	it( 'lists the form’s minimum length among the requirements', () => {
		render( () => (
			<AccountSetup
				attributes={ accountSetupAttributes( {
					passwordMinChars: 14,
				} ) }
			/>
		) );
		expect(
			page.container.querySelector( '.fo-password-requirements li' )
				?.textContent
		).toMatch( /^At least 14 characters/ );
	} );

	it.each( [
		[
			'Account Setup without the generator',
			() => <AccountSetup attributes={ accountSetupAttributes( {} ) } />,
		],
		[
			'Account Login',
			() => <AccountLogin attributes={ accountLoginAttributes( {} ) } />,
		],
	] )(
		'%s: Show Password and Hide Password toggle the text',
		( _what, element ) => {
			const { input, button } = render( element );
			const password = input( 'accountInformation.password' );
			expect(
				page.container.querySelectorAll(
					'#fo-accountInformation-passwordConfirm'
				)
			).toHaveLength( 0 );
			expect( button( 'Generate Password' ) ).toBeUndefined();
			act( () => button( 'Show Password' )?.click() );
			expect( password.type ).toBe( 'text' );
			expect(
				button( 'Hide Password' )?.getAttribute( 'aria-pressed' )
			).toBe( 'true' );
			act( () => button( 'Hide Password' )?.click() );
			expect( password.type ).toBe( 'password' );
		}
	);
} );
