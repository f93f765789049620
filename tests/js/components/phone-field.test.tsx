/**
 * A phone field shows (###) ###-#### once the visitor leaves it; while they type, nothing moves under the caret.
 */
import { act } from 'react';

import { PhoneField } from '../../../src/components/PersonFields';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, testConfig } from '../store/fake-transport';
import { reactRootPerTest } from '../support/react-root';
import type { FieldRule } from '../../../src/validation/validate';

const page = reactRootPerTest();

const PHONE = {
	path: 'contactInformation.phone',
	label: 'Phone',
	rules: 'required|phoneNumber|maxLength:30',
} satisfies FieldRule;

function renderPhone() {
	const store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<PhoneField field={ PHONE } />
			</StoreContext.Provider>
		)
	);
	const input = page.container.querySelector( 'input' ) as HTMLInputElement;
	return { store, input };
}

describe( 'the phone field', () => {
	it.each( [
		[ '4155550142', '(415) 555-0142' ],
		[ '415-555-0142', '(415) 555-0142' ],
		[ '+44 20 7946 0958', '+44 20 7946 0958' ],
	] )( '%s typed reads %s once left', ( typed, shown ) => {
		const { store, input } = renderPhone();
		act( () => {
			input.focus();
			store.formData.set( PHONE.path, typed );
		} );
		// Typing is left as typed: the caret stays where the visitor put it.
		expect( input.value ).toBe( typed );
		act( () => input.blur() );
		expect( input.value ).toBe( shown );
		expect( store.formData.getString( PHONE.path ) ).toBe( shown );
		store.dispose();
	} );
} );
