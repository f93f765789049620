import { act } from 'react';

import type { ConfiguredProduct } from '../../../../src/cart/cart-config';
import { statePickerAttributes } from '../../../../blocks/state-picker/attributes';
import { RegisteredAgentTerm } from '../../../../blocks/state-picker/RegisteredAgentTerm';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';
import { reactRootPerTest } from '../../support/react-root';

/** A multi-year, multi-state registered agent: "bulk price $89 from 5 states", terms of 1 to 3 years. */
const AGENT: ConfiguredProduct = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
	multiState: true,
	bulkPrice: 89,
	bulkQuantity: 5,
	durations: [ 12, 24, 36 ],
	defaultDuration: 24,
};

const page = reactRootPerTest();

async function renderTerm( states: string[] ) {
	const config = testConfig( { formType: 'registered-agent-signup' } );
	config.form.steps[ 0 ].modules = [
		{ name: 'state-picker', attributes: { products: [ AGENT ] } },
	];
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	store.formData.chooseState( { key: 'CA', value: 'California' } );
	states.forEach( ( state ) =>
		store.cart.setStateSelected( AGENT.saveAs, state, true )
	);
	await act( settle );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<RegisteredAgentTerm
					attributes={ statePickerAttributes( {
						products: [ AGENT ],
					} ) }
				/>
			</StoreContext.Provider>
		)
	);
	const options = [ ...page.container.querySelectorAll( 'option' ) ].map(
		( option ) => option.textContent
	);
	return { store, options };
}

describe( 'the term picker shows the price the cart charges', () => {
	it.each( [
		[
			'4 states: the $149 California price per year',
			[ 'CA', 'TX', 'NY', 'FL' ],
			[ '1 Year — $149.00', '2 Years — $298.00', '3 Years — $447.00' ],
			298,
		],
		[
			'5 states reach the bulk quantity: $89 per year',
			[ 'CA', 'TX', 'NY', 'FL', 'WA' ],
			[ '1 Year — $89.00', '2 Years — $178.00', '3 Years — $267.00' ],
			178,
		],
	] )( '%s', async ( _name, states, expected, californiaLine ) => {
		const { store, options } = await renderTerm( states );
		expect( options ).toEqual( expected );
		expect(
			store.cart.lines.find( ( line ) => line.state === 'CA' )?.price
		).toBe( californiaLine );
		store.dispose();
	} );
} );
