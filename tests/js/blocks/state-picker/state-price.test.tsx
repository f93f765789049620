import { act } from 'react';

import type { ConfiguredProduct } from '../../../../src/cart/cart-config';
import { statePickerAttributes } from '../../../../blocks/state-picker/attributes';
import { StatePicker } from '../../../../blocks/state-picker/StatePicker';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

const page = reactRootPerTest();

/**
 * The state picker's quote, once California is chosen, on a form selling the given agent.
 * @param agent
 */
async function quoteWith( agent: ConfiguredProduct ) {
	const config = testConfig( { formType: 'registered-agent-signup' } );
	config.form.steps[ 0 ].modules = [
		{ name: 'state-picker', attributes: { products: [ agent ] } },
	];
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	store.formData.chooseState( { key: 'CA', value: 'California' } );
	await act( settle );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<StatePicker
					attributes={ statePickerAttributes( {
						products: [ agent ],
					} ) }
				/>
			</StoreContext.Provider>
		)
	);
	const quote =
		page.container.querySelector( '.fo-state-price' )?.textContent ?? '';
	const total = store.cart.totals.total;
	store.dispose();
	return { quote, total };
}

describe( 'the state picker quotes only what choosing the state adds', () => {
	it( 'a single-state agent is ordered for the chosen state: its price is quoted and charged', async () => {
		const { quote, total } = await quoteWith( {
			saveAs: 'registeredAgent',
			category: 'registered-agent',
			primary: true,
		} );
		expect( quote ).toBe(
			'Registered agent service in California: $149.00 for 1 Year'
		);
		expect( total ).toBe( 149 );
	} );

	it( 'a multi-state agent is ordered for the ticked states: the home state alone adds nothing and is quoted nothing', async () => {
		const { quote, total } = await quoteWith( {
			saveAs: 'registeredAgent',
			category: 'registered-agent',
			primary: true,
			multiState: true,
		} );
		expect( total ).toBe( 0 );
		expect( quote ).toBe( '' );
	} );
} );
