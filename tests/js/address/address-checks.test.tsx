import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { lookupPostalAddress, validateAddress } from '../../../src/api/lookups';
import { ADDRESS_CHECK_DELAY_MS } from '../../../src/address/use-address-checks';
import { AddressFields } from '../../../src/components/AddressFields';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, testConfig } from '../store/fake-transport';

jest.mock( '../../../src/api/lookups', () => ( {
	lookupPostalAddress: jest.fn(),
	validateAddress: jest.fn(),
} ) );

const lookup = lookupPostalAddress as jest.Mock;
const backend = validateAddress as jest.Mock;
const PREFIX = 'contactInformation.address';
type AddressPart = 'line1' | 'city' | 'state' | 'zip' | 'country';

let container: HTMLDivElement;
let root: Root;

beforeEach( () => {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
	lookup.mockReset();
	backend.mockReset();
	lookup.mockImplementation( async ( _config, address ) => ( {
		line1: address.line1.toUpperCase(),
		city: address.city.toUpperCase(),
		state: address.state,
		zip5: address.zip,
		zip4: '0001',
		country: 'US',
	} ) );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

const waitForChecks = () =>
	act(
		() =>
			new Promise( ( resolve ) =>
				setTimeout( resolve, ADDRESS_CHECK_DELAY_MS + 50 )
			)
	);

function render( props: { verify?: boolean; backendCheck?: boolean } ) {
	const config = testConfig();
	config.features = {
		postalLookup: true,
		backendAddressCheck: true,
		persistence: false,
		redirect: true,
		devToolbox: false,
	};
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	act( () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<AddressFields
					prefix={ PREFIX }
					autoCompleteSection="section-contact"
					{ ...props }
				/>
			</StoreContext.Provider>
		)
	);
	const type = ( address: Partial< Record< AddressPart, string > > ) =>
		act( () => {
			for ( const [ key, value ] of Object.entries( address ) as Array<
				[ AddressPart, string ]
			> ) {
				store.formData.set( `${ PREFIX }.${ key }`, value );
			}
		} );
	const button = ( text: string ) =>
		Array.from( container.querySelectorAll( 'button' ) ).find(
			( candidate ) => candidate.textContent === text
		);
	return { store, type, button };
}

const SAN_FRANCISCO = {
	line1: '1 Market St',
	city: 'San Francisco',
	state: 'CA',
	zip: '94105',
};

describe( 'the address checks ("once a US address is complete and changed, a postal lookup runs")', () => {
	it( 'asks nothing of an address that is not verified', async () => {
		const { type } = render( {} );
		type( SAN_FRANCISCO );
		await waitForChecks();
		expect( lookup ).not.toHaveBeenCalled();
	} );

	it( 'offers the differing answer; Use Verified Address takes it, and it is not asked about again', async () => {
		const { store, type, button } = render( { verify: true } );
		type( SAN_FRANCISCO );
		await waitForChecks();
		expect( lookup ).toHaveBeenCalledTimes( 1 );
		expect( container.textContent ).toContain(
			'1 MARKET ST, SAN FRANCISCO, CA 94105-0001'
		);
		act( () => button( 'Use Verified Address' )?.click() );
		expect( store.formData.get( PREFIX ) ).toMatchObject( {
			line1: '1 MARKET ST',
			city: 'SAN FRANCISCO',
			state: 'CA',
			zip: '94105-0001',
			country: 'US',
		} );
		await waitForChecks();
		expect( lookup ).toHaveBeenCalledTimes( 1 );
		expect( button( 'Use Verified Address' ) ).toBeUndefined();
	} );

	it( 'Cancel keeps what was typed; a lookup failure shows no prompt', async () => {
		const { store, type, button } = render( { verify: true } );
		type( SAN_FRANCISCO );
		await waitForChecks();
		act( () => button( 'Cancel' )?.click() );
		expect( button( 'Use Verified Address' ) ).toBeUndefined();
		expect( store.formData.get( `${ PREFIX }.line1` ) ).toBe(
			'1 Market St'
		);

		lookup.mockRejectedValueOnce(
			new Error( 'USPS Lookup: address not found' )
		);
		type( { line1: '9 Nowhere Rd' } );
		await waitForChecks();
		expect( button( 'Use Verified Address' ) ).toBeUndefined();
	} );

	it( 'keeps the server’s Wyoming verdict for the street line’s rule', async () => {
		backend.mockResolvedValue( {
			valid: false,
			checked: true,
			message: 'USPS Lookup: address not found',
		} );
		const { store, type } = render( { backendCheck: true } );
		type( {
			line1: '1 Nowhere Rd',
			city: 'Cheyenne',
			state: 'WY',
			zip: '82001',
		} );
		expect(
			store.formData.get( `${ PREFIX }.backendValidationStatus` )
		).toEqual( { complete: false, valid: false, message: '' } );
		await waitForChecks();
		expect( backend ).toHaveBeenCalledTimes( 1 );
		expect(
			store.formData.get( `${ PREFIX }.backendValidationStatus` )
		).toEqual( {
			complete: true,
			valid: false,
			message: 'USPS Lookup: address not found',
		} );
		expect( container.textContent ).toContain(
			'USPS Lookup: address not found'
		);

		type( { state: 'CA' } );
		expect(
			store.formData.get( `${ PREFIX }.backendValidationStatus` )
		).toBeUndefined();
	} );
} );
