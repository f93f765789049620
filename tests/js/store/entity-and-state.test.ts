import { RootStore } from '../../../src/store/RootStore';
import { fakeTransport, testConfig } from './fake-transport';

function formationStore() {
	const config = testConfig( { formType: 'business-formation' } );
	config.form.steps[ 0 ].modules.push( {
		name: 'optional-products',
		attributes: {
			products: [
				{
					saveAs: 'registeredAgent',
					category: 'registered-agent',
					primary: true,
				},
			],
		},
	} );
	return new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
}

describe( 'the state and the entity type agree on a formation form', () => {
	it( 'an entity type the chosen state does not allow clears the state', () => {
		const store = formationStore();
		store.formData.chooseState( { key: 'CA', value: 'California' } );
		store.formData.chooseEntityType( 'Corp' );
		expect( store.formData.selectedState?.key ).toBe( 'CA' );
		// A nonprofit corporation is formed only in New York.
		store.formData.chooseEntityType( 'NP Corp' );
		expect( store.formData.selectedState ).toBeNull();
		expect( store.formData.entityType ).toBe( 'NP Corp' );
		store.formData.chooseState( { key: 'NY', value: 'New York' } );
		store.formData.chooseEntityType( 'PLLC' );
		expect( store.formData.selectedState?.key ).toBe( 'NY' );
	} );

	it( 'a state that does not allow the entity type clears the type', () => {
		const store = formationStore();
		store.formData.chooseEntityType( 'PLLC' );
		store.formData.chooseState( { key: 'TX', value: 'Texas' } );
		expect( store.formData.entityType ).toBeNull();
		expect( store.formData.selectedState?.key ).toBe( 'TX' );
	} );

	it( 'a registered agent form keeps both: it forms nothing', () => {
		const config = testConfig();
		const store = new RootStore( config, {
			transport: fakeTransport(),
			navigate: jest.fn(),
		} );
		store.formData.chooseState( { key: 'CA', value: 'California' } );
		store.formData.chooseEntityType( 'NP Corp' );
		expect( store.formData.selectedState?.key ).toBe( 'CA' );
	} );
} );
