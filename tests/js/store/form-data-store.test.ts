import type { FormDataPath } from '../../../src/form-data/typed-paths';
import { FormDataStore } from '../../../src/store/FormDataStore';

const store = () => new FormDataStore( 'business-formation', '1.0.0' );

describe( 'named accessors of the form data store write the paths the modules share', () => {
	it.each<
		[ string, ( formData: FormDataStore ) => void, FormDataPath, unknown ]
	>( [
		[
			'the company state',
			( s: FormDataStore ) =>
				s.chooseState( { key: 'WY', value: 'Wyoming' } ),
			'companyInformation.state',
			{ key: 'WY', value: 'Wyoming' },
		],
		[
			'the entity type, by key',
			( s: FormDataStore ) => s.chooseEntityType( 'Corp' ),
			'companyInformation.entityType',
			{ key: 'Corp', value: 'Corp' },
		],
		[
			'no entity type',
			( s: FormDataStore ) => s.chooseEntityType( null ),
			'companyInformation.entityType',
			null,
		],
		[
			'monthly billing',
			( s: FormDataStore ) => s.setBillingType( 'monthly' ),
			'billingType',
			'monthly',
		],
		[
			'an opt-in ticked',
			( s: FormDataStore ) =>
				s.setProductChecked( 'corporateBook', true ),
			'productState.corporateBook.checked',
			true,
		],
		[
			'the ticked states',
			( s: FormDataStore ) =>
				s.setSelectedStates( 'registeredAgent', { CA: true } ),
			'productState.registeredAgent.states',
			{ CA: true },
		],
		[
			'a filing method per jurisdiction',
			( s: FormDataStore ) =>
				s.setFilingMethodKey( 'formation', 'CA', 'expedited' ),
			'productState.formation.selectedFilingMethodKeys.CA',
			'expedited',
		],
		[
			'a local jurisdiction per jurisdiction',
			( s: FormDataStore ) =>
				s.setLocalJurisdiction(
					'tradeName',
					'CA',
					'Los Angeles County'
				),
			'productState.tradeName.selectedLocalJurisdiction.CA',
			'Los Angeles County',
		],
		[
			'a registered-agent term in months',
			( s: FormDataStore ) => s.setTermMonths( 'registeredAgent', 36 ),
			'productState.registeredAgent.data.duration',
			36,
		],
		[
			'the tax ID choice',
			( s: FormDataStore ) => s.setTaxIdSelection( 'ssn' ),
			'taxIDSelection',
			'ssn',
		],
		[
			'the business-identity toggle',
			( s: FormDataStore ) => s.setBusinessIdentity( true ),
			'businessIdentityToggle',
			true,
		],
		[
			'coupon codes',
			( s: FormDataStore ) => s.setCouponCodes( [ 'SAVE20' ] ),
			'couponCodes',
			[ 'SAVE20' ],
		],
		[
			'a different billing address',
			( s: FormDataStore ) => s.setBillingAddressDiffers( true ),
			'paymentInformation.differentAddress',
			true,
		],
		[
			'the current step',
			( s: FormDataStore ) => s.setCurrentStep( 2 ),
			'currentStep',
			2,
		],
		[
			'a step seen',
			( s: FormDataStore ) => s.markStepSeen( 1 ),
			'stepSeenStatus.1.seen',
			true,
		],
		[
			'the clear flag after an order',
			( s: FormDataStore ) => s.clearOnNextPageLoad(),
			'clearFormDataOnNextPageLoad',
			true,
		],
	] )( '%s', ( _name, write, path, value ) => {
		const formData = store();
		write( formData );
		expect( formData.get( path ) ).toEqual( value );
	} );

	it( 'read back what the generic engine wrote by path', () => {
		const formData = store();
		expect( formData.entityType ).toBe( 'LLC' );
		expect( formData.billingType ).toBe( 'yearly' );
		expect( formData.selectedState ).toBeNull();
		formData.set( 'companyInformation.state', { key: 'CA', value: '' } );
		expect( formData.selectedState?.key ).toBe( 'CA' );
		formData.set( 'taxIDSelection', 'no-ssn' );
		formData.set( 'domainCart', [ { domain: 'a.com', duration: 24 } ] );
		formData.set( 'stepSeenStatus.3.seen', true );
		expect( formData.taxIdSelection ).toBe( 'no-ssn' );
		expect( formData.domainCart ).toEqual( [
			{ domain: 'a.com', duration: 24 },
		] );
		expect( formData.stepSeen( 3 ) ).toBe( true );
		expect( formData.stepSeen( 4 ) ).toBe( false );
		// Stored data may hold anything: a write the compiler would refuse.
		formData.setConfiguredPath( 'couponCodes', 'SAVE20' );
		expect( formData.couponCodes ).toEqual( [] );
	} );

	it( 'payment and account include their private leaves; the public part never holds them', () => {
		const formData = store();
		formData.set( 'paymentInformation.first_name', 'Ada' );
		formData.set( 'paymentInformation.number', '4242 4242 4242 4242' );
		formData.set( 'paymentInformation.cvc', '123' );
		formData.set( 'accountInformation.email', 'ada@example.com' );
		formData.set( 'accountInformation.password', 'Secret-123' );
		expect( formData.payment ).toMatchObject( {
			first_name: 'Ada',
			number: '4242 4242 4242 4242',
			cvc: '123',
			differentAddress: false,
		} );
		expect( formData.account ).toEqual( {
			email: 'ada@example.com',
			password: 'Secret-123',
		} );
		expect( JSON.stringify( formData.publicData ) ).not.toMatch(
			/4242|Secret-123|"cvc"/
		);
	} );

	it( 'contact and company are plain copies', () => {
		const formData = store();
		formData.set( 'contactInformation.firstName', 'Ada' );
		formData.set( 'companyInformation.companyName', 'Ada LLC' );
		expect( formData.contact ).toEqual( {
			firstName: 'Ada',
			address: { country: 'US' },
		} );
		expect( formData.company.companyName ).toBe( 'Ada LLC' );
	} );
} );

describe( 'fillList', () => {
	const VEHICLES = 'vehicleInformation.vehicles' as const;
	const MEMBERS = 'formationDetails.members' as const;

	it( 'adds blank entries up to the minimum, each a blank of its own', () => {
		const formData = store();
		formData.fillList( VEHICLES, 2, () => ( { products: {} } ) );
		formData.set( `${ VEHICLES }.0.vehicleMake`, 'Big Tex' );
		expect( formData.list( VEHICLES ) ).toEqual( [
			{ products: {}, vehicleMake: 'Big Tex' },
			{ products: {} },
		] );
	} );

	it( 'counts the list as it is now: an entry the visitor started since the last render is not doubled', () => {
		const formData = store();
		// As the module rendered: no vehicle yet. Then the takeover carries over a type chosen on the printed form.
		const renderedCount = formData.list( VEHICLES ).length;
		formData.set( `${ VEHICLES }.0.vehicleMake`, 'Big Tex' );
		formData.fillList( VEHICLES, 1, () => ( { products: {} } ) );
		expect( renderedCount ).toBe( 0 );
		expect( formData.list( VEHICLES ) ).toEqual( [
			{ vehicleMake: 'Big Tex' },
		] );
	} );

	it( 'reads an entry written by its index before the list was there as the list’s entry', () => {
		const formData = store();
		formData.set( `${ MEMBERS }.1.firstName`, 'Ada' );
		expect( formData.list( MEMBERS ) ).toEqual( [
			{},
			{ firstName: 'Ada' },
		] );
		formData.fillList( MEMBERS, 1, () => ( { firstName: '' } ) );
		expect( formData.get( MEMBERS ) ).toEqual( [
			{},
			{ firstName: 'Ada' },
		] );
	} );

	it( 'leaves a missing list missing when its minimum is none', () => {
		const formData = store();
		formData.fillList( MEMBERS, 0, () => ( { firstName: '' } ) );
		expect( formData.get( MEMBERS ) ).toBeUndefined();
	} );
} );
