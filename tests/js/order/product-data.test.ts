import { domainsData } from '../../../src/order/product-data/domains';
import { formationData } from '../../../src/order/product-data/formation';
import { vehicleData } from '../../../src/order/product-data/vehicles';

/**
 * "Product data per type": domains (contacts for administrative, technical, billing and registrant, and domains
 * with duration and privacy); vehicles (ids, color, make, model, year, VIN uppercase, plates); formation.
 */
const visitor = {
	contactInformation: {
		firstName: 'Ada',
		lastName: 'Lovelace',
		phone: '4155550142',
		address: {
			line1: '1 Market St',
			city: 'San Francisco',
			state: 'CA',
			zip: '94105',
		},
	},
	accountInformation: { email: 'ada@example.com' },
};

describe( 'domains', () => {
	it( 'the four registrar contacts are the visitor; each domain with its duration and privacy', () => {
		const data = domainsData( {
			...visitor,
			domainCart: [
				{ domain: 'analytical.com', duration: 24 },
				{ domain: 'engines.net', duration: 12, privacy: false },
			],
		} );
		const contact = {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email_address: 'ada@example.com',
			phone_number: '(415) 555-0142',
			address: {
				kind: 'primary',
				label: 'Primary',
				line1: '1 Market St',
				city: 'San Francisco',
				zip_postal_code: '94105',
				state_province_region: 'CA',
				country: 'US',
				text: '1 Market St, San Francisco, CA 94105, US',
			},
		};
		expect( data ).toEqual( {
			contacts: {
				administrative: contact,
				technical: contact,
				billing: contact,
				registrant: contact,
			},
			domains: [
				{ domain: 'analytical.com', duration: 24, privacy: true },
				{ domain: 'engines.net', duration: 12, privacy: false },
			],
		} );
	} );
} );

describe( 'vehicles', () => {
	it( 'the vehicle of the line, VIN in upper case, and who owns it', () => {
		expect(
			vehicleData(
				{
					companyInformation: {
						vehicleBusinessFormationOwnershipType:
							'existing-company',
						vehicleBusinessFormationOwnedByCompanyName:
							' Big Sky Holdings LLC ',
					},
					vehicleInformation: {
						vehicles: [
							{},
							{
								vehicleType: { key: 'boat', value: 'Boat' },
								vehicleVIN: ' 1hgcm82633a004352 ',
								vehicleMake: 'Honda',
								vehicleModel: 'Accord',
								vehicleYear: '2003',
								vehicleColor: 'Blue',
								plate: 'standard',
							},
						],
					},
				},
				'1'
			)
		).toEqual( {
			vehicle_key: '1',
			vehicle_type: 'boat',
			color: 'Blue',
			make: 'Honda',
			model: 'Accord',
			year: '2003',
			vin: '1HGCM82633A004352',
			plate: 'standard',
			owned_by: {
				type: 'existing-company',
				company_name: 'Big Sky Holdings LLC',
			},
		} );
	} );

	it( 'no data for a vehicle that is not in the list', () => {
		expect(
			vehicleData( { vehicleInformation: { vehicles: [] } }, '0' )
		).toEqual( {} );
	} );
} );

describe( 'formation', () => {
	const base = {
		...visitor,
		companyInformation: {
			companyName: 'Analytical Engines Inc',
			entityType: { key: 'Corp', value: 'Corp' },
			mailingAddress: { choice: 'mailing' },
			principalAddress: {
				choice: 'specify',
				line1: '9 Elm St',
				city: 'Austin',
				state: 'TX',
				zip: '78701',
			},
			useGenericBusinessPurpose: true,
			businessPurpose: 'Any lawful purpose',
		},
		formationDetails: {
			president: { firstName: 'Ada', lastName: 'Lovelace' },
			directors: [ { firstName: 'Charles', lastName: 'Babbage' } ],
			authorizedShares: '1000',
			parValue: '0.01',
			issuedShares: '100',
			commonShares: '100',
			totalLiabilities: '0',
			totalAssets: '5000',
		},
	};

	it( 'a corporation: addresses as chosen, officials by role and the share fields', () => {
		const data = formationData( base );
		expect( data ).toMatchObject( {
			company_name: 'Analytical Engines Inc',
			effective_date: 'Upon Filing',
			entity_type: 'Corp',
			purpose: '',
			mailing_address: {
				line1: '1 Market St',
				city: 'San Francisco',
			},
			principal_address: { line1: '9 Elm St', city: 'Austin' },
			officials: [
				{ role: 'president', first_name: 'Ada', last_name: 'Lovelace' },
				{
					role: 'director',
					first_name: 'Charles',
					last_name: 'Babbage',
				},
			],
			authorized_shares: '1000',
			par_value: '0.01',
			issued_shares: '100',
			common_shares: '100',
			total_liabilities: '0',
			total_assets: '5000',
		} );
		expect( data ).not.toHaveProperty( 'nonprofit' );
	} );

	it( 'a nonprofit carries its nonprofit block and no share fields', () => {
		const data = formationData( {
			...base,
			companyInformation: {
				...base.companyInformation,
				entityType: { key: 'NP Corp', value: 'NP Corp' },
			},
			formationDetails: {
				nonprofitType: 'charitable',
				taxExempt: { key: 'yes', value: 'Yes' },
				hasMembers: false,
				assetDistribution: 'To another 501(c)(3)',
			},
		} );
		expect( data.nonprofit ).toEqual( {
			type: 'charitable',
			tax_exempt: true,
			has_members: false,
			asset_distribution: 'To another 501(c)(3)',
		} );
		expect( data ).not.toHaveProperty( 'authorized_shares' );
	} );
} );

describe( 'formation officials follow the entity type', () => {
	const person = ( firstName: string ) => ( { firstName, lastName: 'X' } );
	const everyone = {
		members: [ person( 'Member' ) ],
		managers: [ person( 'Manager' ) ],
		president: person( 'President' ),
		officers: [ person( 'Officer' ) ],
		directors: [ person( 'Director' ) ],
	};
	const rolesFor = (
		entityType: string,
		details: Record< string, unknown > = {}
	) =>
		(
			formationData( {
				companyInformation: {
					entityType: { key: entityType, value: entityType },
				},
				formationDetails: { ...everyone, ...details },
			} ).officials as Array< { role: string } >
		 ).map( ( official ) => official.role );

	it.each( [
		[
			'an LLC files members and managers',
			'LLC',
			{},
			[ 'member', 'manager' ],
		],
		[ 'a PLLC too', 'PLLC', {}, [ 'member', 'manager' ] ],
		[ 'a nonprofit its directors', 'NP Corp', {}, [ 'director' ] ],
		[
			'a corporation its officers and directors',
			'Corp',
			{},
			[ 'president', 'officer', 'director' ],
		],
		[
			'no other officers when the visitor said not to list them',
			'Corp',
			{ listOfficers: false },
			[ 'president', 'director' ],
		],
		[
			'no directors when all officers are directors',
			'Corp',
			{ allOfficersAreDirectors: true },
			[ 'president', 'officer' ],
		],
	] )( '%s', ( _rule, entityType, details, roles ) => {
		expect( rolesFor( entityType, details ) ).toEqual( roles );
	} );

	it( 'a corporation says whether its officers are its directors; an LLC whether its officials are listed', () => {
		const corporation = formationData( {
			companyInformation: { entityType: { key: 'Corp', value: 'Corp' } },
			formationDetails: { allOfficersAreDirectors: true },
		} );
		expect( corporation.all_officers_are_directors ).toBe( true );
		expect( corporation ).not.toHaveProperty( 'list_officials' );
		const llc = formationData( {
			companyInformation: { entityType: { key: 'LLC', value: 'LLC' } },
			formationDetails: { listMembersAndManagers: false },
		} );
		expect( llc.list_officials ).toBe( false );
		expect( llc ).not.toHaveProperty( 'all_officers_are_directors' );
	} );

	it( 'a corporation whose form never asked whether its officers are its directors sends no answer', () => {
		const asked = ( answer: unknown ) =>
			formationData( {
				companyInformation: {
					entityType: { key: 'Corp', value: 'Corp' },
				},
				formationDetails:
					answer === undefined
						? {}
						: { allOfficersAreDirectors: answer },
			} );
		expect( asked( undefined ) ).not.toHaveProperty(
			'all_officers_are_directors'
		);
		expect( asked( false ).all_officers_are_directors ).toBe( false );
		expect( asked( true ).all_officers_are_directors ).toBe( true );
	} );
} );
