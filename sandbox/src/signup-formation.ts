/**
 * The formation data of a formation product line: what the state filing needs, by entity type. An order
 * missing any of it would be charged for a filing that cannot be made, so it is refused with the path of the
 * first missing field.
 */
import { filingProducts } from './cart-filing';
import {
	arrayAt,
	booleanAt,
	fail,
	isObject,
	objectAt,
	oneOfAt,
	stringAt,
	type JsonObject,
} from './json-checks';

/** Catalog categories whose product forms a company (a public benefit corporation is a corporation). */
const FORMATION_CATEGORIES = [
	'llc-formation',
	'corp-formation',
	'pllc-formation',
	'np-corp-formation',
	'public-benefit-corporation',
	'parent-formation',
];

const formationIds = new Set(
	filingProducts
		.filter( ( product ) =>
			FORMATION_CATEGORIES.includes( product.category )
		)
		.map( ( product ) => product.id )
);

export const isFormationProductId = ( id: number ): boolean =>
	formationIds.has( id );

/** Corp and close corporations file officers and shares; NP Corp a nonprofit; every other type as an LLC. */
const KIND_OF_ENTITY: Record< string, 'corporation' | 'nonprofit' > = {
	Corp: 'corporation',
	'Close Corp': 'corporation',
	'NP Corp': 'nonprofit',
};

const MANAGEMENT_TYPES = [ 'Member Managed', 'Manager Managed' ] as const;

/** Minimum officials: members 1 (and a manager when manager managed); directors 1 unless all officers are directors; nonprofit directors 3. */
export const FORMATION_MINIMUMS = {
	members: 1,
	managersWhenManagerManaged: 1,
	directors: 1,
	nonprofitDirectors: 3,
} as const;

const SHARE_KEYS = [
	'authorized_shares',
	'par_value',
	'issued_shares',
	'common_shares',
	'total_liabilities',
	'total_assets',
];

const ADDRESS_KEYS = [
	'line1',
	'city',
	'zip_postal_code',
	'state_province_region',
	'country',
];

/** The registered agent's address, as the order names it instead of an address. */
const AGENT_ADDRESS_TOKEN = 'REGISTERED_AGENT_ADDRESS';
/** Where the agent's office forwards no mail, so a company there gives an address of its own. */
const AGENT_ADDRESS_REFUSED_STATES = [ 'AK', 'HI', 'PR' ];

function checkAddress( value: unknown, path: string ): void {
	if ( typeof value === 'string' ) {
		stringAt( value, path, { nonEmpty: true } );
		return;
	}
	const address = objectAt( value, path );
	ADDRESS_KEYS.forEach( ( key ) =>
		stringAt( address[ key ], `${ path }.${ key }`, { nonEmpty: true } )
	);
}

function checkOfficials( value: unknown, path: string ): JsonObject[] {
	return arrayAt( value, path ).map( ( entry, index ) => {
		const at = `${ path }[${ index }]`;
		const official = objectAt( entry, at );
		stringAt( official.role, `${ at }.role`, { nonEmpty: true } );
		stringAt( official.first_name, `${ at }.first_name`, {
			nonEmpty: true,
		} );
		stringAt( official.last_name, `${ at }.last_name`, { nonEmpty: true } );
		if ( official.address !== undefined ) {
			checkAddress( official.address, `${ at }.address` );
		}
		return official;
	} );
}

function requireRole(
	officials: JsonObject[],
	role: string,
	minimum: number,
	path: string,
	why: string
): void {
	const count = officials.filter( ( o ) => o.role === role ).length;
	if ( count < minimum ) {
		fail(
			`${ path } must hold at least ${ minimum } ${ role }${
				minimum === 1 ? '' : 's'
			} ${ why } (it has ${ count })`
		);
	}
}

function checkLlc( data: JsonObject, officials: JsonObject[], path: string ) {
	const management = oneOfAt(
		data.management_type,
		`${ path }.management_type`,
		MANAGEMENT_TYPES
	);
	booleanAt( data.list_officials, `${ path }.list_officials` );
	const at = `${ path }.officials`;
	requireRole(
		officials,
		'member',
		FORMATION_MINIMUMS.members,
		at,
		'for an LLC'
	);
	if ( management === 'Manager Managed' ) {
		requireRole(
			officials,
			'manager',
			FORMATION_MINIMUMS.managersWhenManagerManaged,
			at,
			'for a manager-managed LLC'
		);
	}
}

function checkCorporation(
	data: JsonObject,
	officials: JsonObject[],
	path: string
) {
	const at = `${ path }.officials`;
	for ( const role of [ 'president', 'secretary', 'treasurer' ] ) {
		const official = officials.find( ( o ) => o.role === role );
		if ( ! official ) {
			fail( `${ at } must hold the corporation's ${ role }` );
		}
		checkAddress(
			official.address,
			`${ at }[${ officials.indexOf( official ) }].address`
		);
	}
	SHARE_KEYS.forEach( ( key ) => {
		const text = stringAt( data[ key ], `${ path }.${ key }`, {
			nonEmpty: true,
		} );
		if ( ! /^\d+(\.\d+)?$/.test( text.trim() ) ) {
			fail( `${ path }.${ key } must be a number` );
		}
	} );
	const allDirectors = booleanAt(
		data.all_officers_are_directors,
		`${ path }.all_officers_are_directors`
	);
	if ( ! allDirectors ) {
		requireRole(
			officials,
			'director',
			FORMATION_MINIMUMS.directors,
			at,
			'when not all officers are directors'
		);
	}
}

/** The nonprofit corporations the business files (religious and mutual-benefit ones included). */
const NONPROFIT_TYPES = [
	'Charitable',
	'Non-Charitable',
	'Religious',
	'Mutual Benefit',
	'Public Benefit',
] as const;

function checkNonprofit(
	data: JsonObject,
	officials: JsonObject[],
	path: string
) {
	const nonprofit = objectAt( data.nonprofit, `${ path }.nonprofit` );
	oneOfAt( nonprofit.type, `${ path }.nonprofit.type`, NONPROFIT_TYPES );
	booleanAt( nonprofit.tax_exempt, `${ path }.nonprofit.tax_exempt` );
	booleanAt( nonprofit.has_members, `${ path }.nonprofit.has_members` );
	stringAt(
		nonprofit.asset_distribution,
		`${ path }.nonprofit.asset_distribution`,
		{ nonEmpty: true }
	);
	requireRole(
		officials,
		'director',
		FORMATION_MINIMUMS.nonprofitDirectors,
		`${ path }.officials`,
		'for a nonprofit'
	);
}

/**
 * The data of one formation line: the company, its contact person and addresses, then what its entity type
 * files (an LLC's management and members, a corporation's officers, shares and directors, a nonprofit's
 * answers and directors).
 */
export function checkFormationData( value: unknown, path: string ): void {
	if ( ! isObject( value ) ) {
		fail( `${ path } must hold the formation data` );
	}
	stringAt( value.company_name, `${ path }.company_name`, {
		nonEmpty: true,
	} );
	const entityType = stringAt( value.entity_type, `${ path }.entity_type`, {
		nonEmpty: true,
	} );
	stringAt( value.effective_date, `${ path }.effective_date`, {
		nonEmpty: true,
	} );
	const contact = objectAt(
		value.contact_person,
		`${ path }.contact_person`
	);
	stringAt( contact.first_name, `${ path }.contact_person.first_name`, {
		nonEmpty: true,
	} );
	stringAt( contact.last_name, `${ path }.contact_person.last_name`, {
		nonEmpty: true,
	} );
	for ( const key of [ 'mailing_address', 'principal_address' ] ) {
		checkAddress( value[ key ], `${ path }.${ key }` );
		if (
			value[ key ] === AGENT_ADDRESS_TOKEN &&
			AGENT_ADDRESS_REFUSED_STATES.includes( String( value.state ) )
		) {
			fail(
				`${ path }.${ key } cannot be the registered agent's address in ${ String( value.state ) }`
			);
		}
	}
	// Empty when the visitor chose the generic purpose ("any lawful purpose").
	stringAt( value.purpose, `${ path }.purpose` );
	const officials = checkOfficials( value.officials, `${ path }.officials` );
	const kind = KIND_OF_ENTITY[ entityType ];
	if ( kind === 'corporation' ) {
		checkCorporation( value, officials, path );
	} else if ( kind === 'nonprofit' ) {
		checkNonprofit( value, officials, path );
	} else {
		checkLlc( value, officials, path );
	}
}
