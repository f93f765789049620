import { FormDataStore } from '../../../src/store/FormDataStore';
import {
	FormPersistence,
	type FormStorage,
} from '../../../src/store/FormPersistence';
import { getIn } from '../../../src/form-data/paths';
import {
	restoreFormData,
	storageKey,
	type RestoreOptions,
} from '../../../src/store/persistence';
import { createStore, testConfig } from './fake-transport';

const options = (
	overrides: Partial< RestoreOptions > = {}
): RestoreOptions => ( {
	enabled: true,
	pluginVersion: '0.2.0',
	allowedEntityTypes: [],
	selects: [],
	...overrides,
} );

const defaults = () => ( {
	pluginVersion: '0.2.0',
	companyInformation: { entityType: { key: 'LLC', value: 'LLC' } },
	contactInformation: { firstName: '' },
} );

const stored = ( data: object ) =>
	JSON.stringify( {
		pluginVersion: '0.2.0',
		contactInformation: { firstName: 'Ada' },
		...data,
	} );

function memoryStorage(): FormStorage & { items: Map< string, string > } {
	const items = new Map< string, string >();
	return {
		items,
		getItem: ( key ) => items.get( key ) ?? null,
		setItem: ( key, value ) => void items.set( key, value ),
		removeItem: ( key ) => void items.delete( key ),
	};
}

describe( 'form load (what a page starts with, from what an earlier load stored)', () => {
	it.each( [
		[ 'kept when version matches', stored( {} ), options(), 'Ada' ],
		[
			'cleared when outdated (stored pluginVersion differs from configured)',
			stored( { pluginVersion: '0.1.0' } ),
			options(),
			'',
		],
		[
			'cleared when persistence is off',
			stored( {} ),
			options( { enabled: false } ),
			'',
		],
		[
			'cleared when the clear flag is set',
			stored( { clearFormDataOnNextPageLoad: true } ),
			options(),
			'',
		],
		[ 'ignored when not JSON', '{not json', options(), '' ],
	] )(
		'stored form data is %s',
		( _rule, text, restoreOptions, firstName ) => {
			const data = restoreFormData( defaults(), text, restoreOptions );
			expect( getIn( data, 'contactInformation.firstName' ) ).toBe(
				firstName
			);
			expect( data.pluginVersion ).toBe( '0.2.0' );
			expect( data.clearFormDataOnNextPageLoad ).toBe( false );
		}
	);

	it( 'resets a state with a key but no value to null', () => {
		const data = restoreFormData(
			defaults(),
			stored( {
				companyInformation: { state: { key: 'WY', value: '' } },
			} ),
			options()
		);
		expect( getIn( data, 'companyInformation.state' ) ).toBeNull();
	} );

	it( 'applies the preselected state, entity type, mf/vo product and phone area code', () => {
		const data = restoreFormData(
			defaults(),
			null,
			options( {
				preselectedState: { key: 'WY', value: 'Wyoming' },
				preselectedEntityType: 'Corp',
				preselectedMfvoProduct: 'mailForwarding',
				preselectedPhoneAreaCode: '307',
			} )
		);
		expect( getIn( data, 'companyInformation.state' ) ).toEqual( {
			key: 'WY',
			value: 'Wyoming',
		} );
		expect( getIn( data, 'companyInformation.entityType.key' ) ).toBe(
			'Corp'
		);
		expect( getIn( data, 'productState.mailForwarding.checked' ) ).toBe(
			true
		);
		expect( getIn( data, 'phoneService.phoneAreaCode' ) ).toBe( '307' );
	} );

	it( 'applies a preselected entity type only if allowed', () => {
		const data = restoreFormData(
			defaults(),
			null,
			options( {
				preselectedEntityType: 'Trust',
				allowedEntityTypes: [ 'LLC', 'Corp' ],
			} )
		);
		expect( getIn( data, 'companyInformation.entityType.key' ) ).toBe(
			'LLC'
		);
	} );

	it( 'selects a single allowed entity type automatically', () => {
		const data = restoreFormData(
			defaults(),
			null,
			options( { allowedEntityTypes: [ 'Corp' ] } )
		);
		expect( getIn( data, 'companyInformation.entityType' ) ).toEqual( {
			key: 'Corp',
			value: 'Corp',
		} );
	} );

	it( 'clears select values whose stored option is no longer in the list', () => {
		const data = restoreFormData(
			defaults(),
			stored( {
				companyInformation: {
					state: { key: 'CA', value: 'California' },
					entityType: { key: 'Trust', value: 'Trust' },
				},
			} ),
			options( {
				selects: [
					{
						path: 'companyInformation.state',
						allowed: [ 'WY', 'DE' ],
					},
					{
						path: 'companyInformation.entityType',
						allowed: [ 'LLC', 'Corp' ],
						fallback: { key: 'LLC', value: 'LLC' },
					},
				],
			} )
		);
		expect( getIn( data, 'companyInformation.state' ) ).toBeNull();
		expect( getIn( data, 'companyInformation.entityType.key' ) ).toBe(
			'LLC'
		);
	} );

	it( 'never restores a card number, security code or password someone put in storage', () => {
		const data = restoreFormData(
			defaults(),
			stored( {
				paymentInformation: { number: '4242424242424242', cvc: '123' },
				accountInformation: { password: 'Secret-1', email: 'a@b.co' },
			} ),
			options()
		);
		expect( JSON.stringify( data ) ).not.toMatch( /4242|"123"|Secret-1/ );
		expect( getIn( data, 'accountInformation.email' ) ).toBe( 'a@b.co' );
	} );
} );

describe( 'FormPersistence in the store', () => {
	const config = testConfig();
	const key = storageKey( config.pageId, config.form.formType );

	it( 'stores per page and form type, and never the private part, card number, CVC or password', () => {
		const storage = memoryStorage();
		const { store } = createStoreWith( storage );
		store.formData.set( 'contactInformation.firstName', 'Ada' );
		store.formData.set( 'accountInformation.password', 'Secret-123' );
		store.formData.set(
			'accountInformation.passwordConfirm',
			'Secret-123'
		);
		store.formData.set(
			'paymentInformation.number',
			'4242 4242 4242 4242'
		);
		store.formData.set( 'paymentInformation.cvc', '987' );

		expect( key ).toBe(
			'formation-orders:form-data:5:registered-agent-signup'
		);
		const saved = storage.items.get( key ) ?? '';
		expect( JSON.parse( saved ).contactInformation.firstName ).toBe(
			'Ada'
		);
		expect( saved ).not.toMatch( /Secret-123|4242|987/ );
		store.dispose();
	} );

	it( 'a new page load gets back what was typed, except the secrets', () => {
		const storage = memoryStorage();
		const first = createStoreWith( storage ).store;
		first.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		first.formData.set( 'accountInformation.password', 'Secret-123' );
		first.dispose();

		const second = createStoreWith( storage ).store;
		expect( second.formData.get( 'companyInformation.companyName' ) ).toBe(
			'Acme LLC'
		);
		expect(
			second.formData.get( 'accountInformation.password' )
		).toBeUndefined();
		second.dispose();
	} );

	it( 'a new page load keeps the named price but does not reopen the dialog that refused it', () => {
		const storage = memoryStorage();
		const first = createStoreWith( storage ).store;
		first.formData.set( 'nyop', {
			immediateService: true,
			requestedPrice: 20,
		} );
		first.formData.set( 'nyopOverlay', { show: true, min: 99 } );
		first.dispose();

		const second = createStoreWith( storage ).store;
		expect( second.formData.get( 'nyop.requestedPrice' ) ).toBe( 20 );
		expect( second.formData.get( 'nyopOverlay' ) ).toBeUndefined();
		second.dispose();
	} );

	it( 'a new page load returns to the step the visitor was on', () => {
		const storage = memoryStorage();
		const first = createStoreWith( storage ).store;
		first.steps.goTo( 2 );
		first.dispose();

		const second = createStoreWith( storage ).store;
		expect( second.steps.current?.key ).toBe( 'payment' );
		second.dispose();
	} );

	it.each( [
		[ 'a step beyond the last', 7, 'payment' ],
		[ 'not a number', '2', 'company' ],
		[ 'negative', -1, 'company' ],
	] )(
		'a stored step that is %s leaves the form on a real step',
		( _case, currentStep, expected ) => {
			const storage = memoryStorage();
			storage.setItem(
				key,
				JSON.stringify( {
					pluginVersion: config.pluginVersion,
					currentStep,
				} )
			);
			const { store } = createStoreWith( storage );
			expect( store.steps.current?.key ).toBe( expected );
			store.dispose();
		}
	);

	it( 'removes what an earlier load stored when persistence is off', () => {
		const storage = memoryStorage();
		storage.setItem( key, stored( { pluginVersion: '0.1.0' } ) );
		const formData = new FormDataStore(
			'registered-agent-signup',
			'0.1.0'
		);
		const persistence = new FormPersistence(
			formData,
			{ ...config, engine: { persistFormData: false } },
			storage
		);
		expect(
			formData.get( 'contactInformation.firstName' )
		).toBeUndefined();
		expect( storage.items.has( key ) ).toBe( false );
		formData.set( 'contactInformation.firstName', 'Ada' );
		expect( storage.items.has( key ) ).toBe( false );
		persistence.dispose();
	} );

	it( 'loads the products of a restored state, as if the visitor had chosen it', async () => {
		const storage = memoryStorage();
		storage.setItem(
			key,
			JSON.stringify( {
				pluginVersion: config.pluginVersion,
				companyInformation: {
					state: { key: 'CA', value: 'California' },
				},
			} )
		);
		const { store, transport } = createStoreWith( storage );
		expect( transport.loadRegisteredAgentProducts ).toHaveBeenCalledWith(
			'CA'
		);
		store.dispose();
	} );
} );

describe( 'lists (add a blank entry, remove one and re-index)', () => {
	it( 'adds a blank entry and removes one, the rest moving up', () => {
		const formData = new FormDataStore( 'business-formation', '0.1.0' );
		const path = 'serviceInformation.recipients';
		formData.addListEntry( path, { firstName: '', lastName: '' } );
		formData.addListEntry( path, { firstName: '', lastName: '' } );
		formData.addListEntry( path, { firstName: '', lastName: '' } );
		formData.set( `${ path }.0.firstName`, 'Ada' );
		formData.set( `${ path }.1.firstName`, 'Grace' );
		formData.set( `${ path }.2.firstName`, 'Katherine' );

		formData.removeListEntry( path, 1 );
		expect(
			formData.list( path ).map( ( entry ) => entry.firstName )
		).toEqual( [ 'Ada', 'Katherine' ] );
		expect( formData.get( `${ path }.1.firstName` ) ).toBe( 'Katherine' );
	} );
} );

function createStoreWith( storage: FormStorage ) {
	return createStore( undefined, undefined, storage );
}
