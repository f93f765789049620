/*
 * @jest-environment node
 */
import { filingProducts } from '../../../sandbox/src/cart-filing';
import {
	checkFormationData,
	FORMATION_MINIMUMS,
	isFormationProductId,
} from '../../../sandbox/src/signup-formation';

/** The first problem the checker names, or null. */
function problemOf( data: unknown ): string | null {
	try {
		checkFormationData( data, 'companies[0].products[1].data' );
		return null;
	} catch ( error ) {
		return ( error as Error ).message;
	}
}

const person = ( role: string, firstName: string, extra = {} ) => ( {
	role,
	first_name: firstName,
	last_name: 'Lovelace',
	...extra,
} );
const address = {
	kind: 'mailing',
	label: 'president',
	line1: '1 Market St',
	city: 'San Francisco',
	zip_postal_code: '94105',
	state_province_region: 'CA',
	country: 'US',
	text: '1 Market St, San Francisco, CA 94105, US',
};
const company = {
	company_name: 'Analytical Engines',
	effective_date: 'Upon Filing',
	contact_person: { first_name: 'Ada', last_name: 'Lovelace' },
	mailing_address: 'REGISTERED_AGENT_ADDRESS',
	principal_address: 'REGISTERED_AGENT_ADDRESS',
	purpose: '',
};
const LLC = {
	...company,
	entity_type: 'LLC',
	management_type: 'Member Managed',
	list_officials: true,
	officials: [ person( 'member', 'Ada' ) ],
};
const CORP = {
	...company,
	entity_type: 'Corp',
	management_type: '',
	officials: [
		person( 'president', 'Ada', { address } ),
		person( 'secretary', 'Charles', { address } ),
		person( 'treasurer', 'Mary', { address } ),
	],
	authorized_shares: '1500',
	par_value: '0.01',
	issued_shares: '1000',
	common_shares: '1000',
	total_liabilities: '0',
	total_assets: '25000',
	all_officers_are_directors: true,
};
const NONPROFIT = {
	...company,
	entity_type: 'NP Corp',
	management_type: '',
	officials: [
		person( 'director', 'A' ),
		person( 'director', 'B' ),
		person( 'director', 'C' ),
	],
	nonprofit: {
		type: 'Charitable',
		tax_exempt: true,
		has_members: false,
		asset_distribution: 'To another charity',
	},
};
const at = 'companies[0].products[1].data';
const without = ( data: Record< string, unknown >, key: string ) => {
	const copy = { ...data };
	delete copy[ key ];
	return copy;
};

describe( 'a complete formation passes', () => {
	it.each( [
		[ 'member-managed LLC', LLC ],
		[
			'manager-managed LLC',
			{
				...LLC,
				management_type: 'Manager Managed',
				officials: [ ...LLC.officials, person( 'manager', 'Byron' ) ],
			},
		],
		[ 'PLLC', { ...LLC, entity_type: 'PLLC' } ],
		[ 'corporation whose officers are its directors', CORP ],
		[
			'corporation with a director',
			{
				...CORP,
				all_officers_are_directors: false,
				officials: [ ...CORP.officials, person( 'director', 'Alan' ) ],
			},
		],
		[ 'nonprofit', NONPROFIT ],
		[
			'religious nonprofit',
			{
				...NONPROFIT,
				nonprofit: { ...NONPROFIT.nonprofit, type: 'Religious' },
			},
		],
		[
			'mutual-benefit nonprofit',
			{
				...NONPROFIT,
				nonprofit: { ...NONPROFIT.nonprofit, type: 'Mutual Benefit' },
			},
		],
		[ 'a typed principal address', { ...LLC, principal_address: address } ],
		[
			'an Alaska company at addresses of its own',
			{
				...LLC,
				state: 'AK',
				mailing_address: address,
				principal_address: address,
			},
		],
		[
			'a California company at the agent’s address',
			{ ...LLC, state: 'CA' },
		],
	] )( '%s', ( _name, data ) => {
		expect( problemOf( data ) ).toBeNull();
	} );
} );

describe( 'a formation missing what its entity type files is refused, naming the path', () => {
	it.each( [
		[ 'no data', [], `${ at } must hold the formation data` ],
		[
			'no company name',
			{ ...LLC, company_name: '' },
			`${ at }.company_name must not be empty`,
		],
		[
			'no contact person',
			without( LLC, 'contact_person' ),
			`${ at }.contact_person is required`,
		],
		[
			'no principal address',
			{ ...LLC, principal_address: '' },
			`${ at }.principal_address must not be empty`,
		],
		[
			'an address without a city',
			{ ...LLC, mailing_address: { ...address, city: '' } },
			`${ at }.mailing_address.city must not be empty`,
		],
		[
			'LLC without management type',
			{ ...LLC, management_type: '' },
			`${ at }.management_type must be one of Member Managed, Manager Managed`,
		],
		[
			'LLC without its list choice',
			without( LLC, 'list_officials' ),
			`${ at }.list_officials is required`,
		],
		[
			'LLC without a member',
			{ ...LLC, officials: [] },
			`${ at }.officials must hold at least 1 member for an LLC (it has 0)`,
		],
		[
			'manager-managed LLC without a manager',
			{ ...LLC, management_type: 'Manager Managed' },
			`${ at }.officials must hold at least 1 manager for a manager-managed LLC (it has 0)`,
		],
		[
			'an official without a last name',
			{
				...LLC,
				officials: [
					{ role: 'member', first_name: 'Ada', last_name: ' ' },
				],
			},
			`${ at }.officials[0].last_name must not be empty`,
		],
		[
			'corporation without a treasurer',
			{ ...CORP, officials: CORP.officials.slice( 0, 2 ) },
			`${ at }.officials must hold the corporation's treasurer`,
		],
		[
			'a president without an address',
			{
				...CORP,
				officials: [
					person( 'president', 'Ada' ),
					...CORP.officials.slice( 1 ),
				],
			},
			`${ at }.officials[0].address is required`,
		],
		[
			'no authorized shares',
			{ ...CORP, authorized_shares: '' },
			`${ at }.authorized_shares must not be empty`,
		],
		[
			'no par value',
			without( CORP, 'par_value' ),
			`${ at }.par_value is required`,
		],
		[
			'shares that are no number',
			{ ...CORP, issued_shares: 'many' },
			`${ at }.issued_shares must be a number`,
		],
		[
			'no total assets',
			{ ...CORP, total_assets: '' },
			`${ at }.total_assets must not be empty`,
		],
		[
			'no officers-are-directors answer',
			without( CORP, 'all_officers_are_directors' ),
			`${ at }.all_officers_are_directors is required`,
		],
		[
			'corporation without a director when officers are not all directors',
			{ ...CORP, all_officers_are_directors: false },
			`${ at }.officials must hold at least 1 director when not all officers are directors (it has 0)`,
		],
		[
			'an Alaska company at the registered agent’s address',
			{ ...LLC, state: 'AK' },
			`${ at }.mailing_address cannot be the registered agent's address in AK`,
		],
		[
			'a Hawaii company whose principal address is the agent’s',
			{ ...LLC, state: 'HI', mailing_address: address },
			`${ at }.principal_address cannot be the registered agent's address in HI`,
		],
		[
			'nonprofit without its block',
			without( NONPROFIT, 'nonprofit' ),
			`${ at }.nonprofit is required`,
		],
		[
			'nonprofit without a type',
			{ ...NONPROFIT, nonprofit: { ...NONPROFIT.nonprofit, type: '' } },
			`${ at }.nonprofit.type must be one of Charitable, Non-Charitable, Religious, Mutual Benefit, Public Benefit`,
		],
		[
			'nonprofit of a type nobody files',
			{
				...NONPROFIT,
				nonprofit: { ...NONPROFIT.nonprofit, type: 'Cemetery' },
			},
			`${ at }.nonprofit.type must be one of Charitable, Non-Charitable, Religious, Mutual Benefit, Public Benefit`,
		],
		[
			'nonprofit without tax exemption answer',
			{
				...NONPROFIT,
				nonprofit: without( NONPROFIT.nonprofit, 'tax_exempt' ),
			},
			`${ at }.nonprofit.tax_exempt is required`,
		],
		[
			'nonprofit without asset distribution',
			{
				...NONPROFIT,
				nonprofit: { ...NONPROFIT.nonprofit, asset_distribution: '' },
			},
			`${ at }.nonprofit.asset_distribution must not be empty`,
		],
		[
			'nonprofit with two directors',
			{ ...NONPROFIT, officials: NONPROFIT.officials.slice( 0, 2 ) },
			`${ at }.officials must hold at least 3 directors for a nonprofit (it has 2)`,
		],
	] )( '%s', ( _name, data, problem ) => {
		expect( problemOf( data ) ).toBe( problem );
	} );

	it( "the minimums are the spec's: members 1, directors 1, nonprofit directors 3", () => {
		expect( FORMATION_MINIMUMS ).toEqual( {
			members: 1,
			managersWhenManagerManaged: 1,
			directors: 1,
			nonprofitDirectors: 3,
		} );
	} );
} );

describe( 'which lines carry formation data', () => {
	it.each( [
		[ 'llc-formation', true ],
		[ 'corp-formation', true ],
		[ 'np-corp-formation', true ],
		[ 'pllc-formation', true ],
		[ 'trade-name', false ],
		[ 'foreign-registration', false ],
		[ 'ny-publication', false ],
	] )( '%s: %s', ( category, formation ) => {
		const product = filingProducts.find( ( p ) => p.category === category );
		expect( product ).toBeDefined();
		expect( isFormationProductId( product!.id ) ).toBe( formation );
	} );
} );
