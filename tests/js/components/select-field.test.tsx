/**
 * A select never keeps a value none of its options offers: a restored choice whose option is gone is cleared,
 * for every select, not only the entity type and the company's state.
 */
import { act } from 'react';

import { SelectField } from '../../../src/components/SelectField';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, testConfig } from '../store/fake-transport';
import { reactRootPerTest } from '../support/react-root';
import type { FieldRule } from '../../../src/validation/validate';

const page = reactRootPerTest();

const FIELD = {
	path: 'contactInformation.address.state',
	label: 'State',
	rules: '',
} satisfies FieldRule;
const OPTIONS = [
	{ value: 'CA', label: 'California' },
	{ value: 'TX', label: 'Texas' },
];

function renderSelect(
	held: string,
	props: Partial< Parameters< typeof SelectField >[ 0 ] > = {}
) {
	const store = new RootStore( testConfig(), {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	store.formData.set( FIELD.path, held );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<SelectField
					field={ FIELD }
					placeholder="Choose a state"
					options={ OPTIONS }
					{ ...props }
				/>
			</StoreContext.Provider>
		)
	);
	return store;
}

describe( 'a select holds only what it offers', () => {
	it( 'a value still offered stays', () => {
		const store = renderSelect( 'TX' );
		expect( store.formData.getString( FIELD.path ) ).toBe( 'TX' );
		store.dispose();
	} );

	it( 'a value no option offers any more is cleared', () => {
		const store = renderSelect( 'ZZ' );
		expect( store.formData.getString( FIELD.path ) ).toBe( '' );
		expect(
			( page.container.querySelector( 'select' ) as HTMLSelectElement )
				.value
		).toBe( '' );
		store.dispose();
	} );

	it( 'in groups too, and through the select’s own handler', () => {
		const onSelect = jest.fn();
		const store = renderSelect( 'ZZ', {
			options: [],
			groups: [ { label: 'States', options: OPTIONS } ],
			onSelect,
		} );
		expect( onSelect ).toHaveBeenCalledWith( '', '' );
		store.dispose();
	} );

	it( 'a list still loading (no options yet) clears nothing', () => {
		const store = renderSelect( 'ZZ', { options: [] } );
		expect( store.formData.getString( FIELD.path ) ).toBe( 'ZZ' );
		store.dispose();
	} );
} );
