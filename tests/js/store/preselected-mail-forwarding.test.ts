/**
 * "Then preselected state, entity type (only if allowed), mf/vo product and phone area code are applied": the
 * order form's preselected mail forwarding / virtual office product is chosen, ticked, in the cart and in the
 * order when the page loads, unless the visitor's stored data already chose (the visitor's choice wins).
 */
import type { ModuleConfig } from '../../../src/config';
import { getIn } from '../../../src/form-data/paths';
import { restoreFormData, storageKey } from '../../../src/store/persistence';
import { RootStore } from '../../../src/store/RootStore';
import type { FormStorage } from '../../../src/store/FormPersistence';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from './fake-transport';

const mailForwarding: ModuleConfig = {
	name: 'mail-forwarding',
	attributes: {
		products: [
			{
				saveAs: 'mailForwarding',
				category: 'mail-forwarding',
				product_id: 4014,
			},
			{
				saveAs: 'virtualOffice',
				category: 'virtual-office',
				product_id: 4018,
			},
		],
	},
};

const options = ( preselectedMfvoProduct: string ) => ( {
	enabled: true,
	pluginVersion: '0.1.0',
	preselectedMfvoProduct,
	allowedEntityTypes: [],
	selects: [],
} );
const stored = ( data: Record< string, unknown > ) =>
	JSON.stringify( { pluginVersion: '0.1.0', ...data } );

describe( 'the preselected mf/vo product on page load', () => {
	it.each( [
		[ 'nothing stored', null, 'virtualOffice', true ],
		[
			'the visitor chose mail forwarding',
			stored( {
				serviceInformation: { mailForwardingProduct: 'mailForwarding' },
			} ),
			'mailForwarding',
			undefined,
		],
		[
			'the visitor unticked the preselected product',
			stored( { productState: { virtualOffice: { checked: false } } } ),
			'',
			false,
		],
		[
			'stored data of an older plugin version (cleared)',
			JSON.stringify( {
				pluginVersion: '0.0.9',
				serviceInformation: { mailForwardingProduct: 'mailForwarding' },
			} ),
			'virtualOffice',
			true,
		],
	] )( '%s', ( _case, text, choice, checked ) => {
		const data = restoreFormData( {}, text, options( 'virtualOffice' ) );
		expect(
			getIn( data, 'serviceInformation.mailForwardingProduct' ) ?? ''
		).toBe( choice );
		expect( getIn( data, 'productState.virtualOffice.checked' ) ).toBe(
			checked
		);
	} );

	function storeWith( storage?: FormStorage ) {
		const transport = fakeTransport();
		const config = testConfig( { formType: 'mail-forwarding' } );
		config.engine = { preselectedMfvoProduct: 'virtualOffice' };
		config.form.steps[ 0 ].modules.push( mailForwarding );
		const store = new RootStore( config, {
			transport,
			navigate: jest.fn(),
			storage,
		} );
		return { store, transport };
	}

	it( 'puts the product in the cart and in the order', async () => {
		const { store, transport } = storeWith();
		fillValidOrder( store );
		store.formData.set(
			'serviceInformation.recipients.0.firstName',
			'Ada'
		);
		store.formData.set(
			'serviceInformation.recipients.0.lastName',
			'Lovelace'
		);
		await settle();
		expect( store.cart.lines.map( ( line ) => line.saveAs ) ).toContain(
			'virtualOffice'
		);
		expect( store.cart.lines.map( ( line ) => line.saveAs ) ).not.toContain(
			'mailForwarding'
		);

		await store.submission.submit();
		expect( store.submission.error ).toBeNull();
		const [ , order ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [
			string,
			{
				companies: Array< {
					products: Array< Record< string, unknown > >;
				} >;
			},
		];
		expect(
			order.companies[ 0 ].products.map(
				( product ) => product.product_id
			)
		).toContain( 4018 );
	} );

	it( 'leaves it out when the stored data holds the visitor’s other choice', async () => {
		const memory = new Map< string, string >( [
			[
				storageKey( 5, 'mail-forwarding' ),
				stored( {
					serviceInformation: {
						mailForwardingProduct: 'mailForwarding',
					},
					productState: {
						mailForwarding: { checked: true },
						virtualOffice: { checked: false },
					},
				} ),
			],
		] );
		const storage: FormStorage = {
			getItem: ( key ) => memory.get( key ) ?? null,
			setItem: ( key, value ) => void memory.set( key, value ),
			removeItem: ( key ) => void memory.delete( key ),
		};
		const { store } = storeWith( storage );
		fillValidOrder( store );
		await settle();
		const keys = store.cart.lines.map( ( line ) => line.saveAs );
		expect( keys ).toContain( 'mailForwarding' );
		expect( keys ).not.toContain( 'virtualOffice' );
	} );
} );
