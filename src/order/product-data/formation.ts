import type { AddressData, Official } from '../../form-data/form-data-tree';
import { readAt, type CompanyAddressPath } from '../../form-data/typed-paths';
import {
	CORPORATE_OFFICERS,
	formationKindOf,
	SHARE_FIELDS,
	type FormationKind,
	type ShareField,
} from '../../formation/formation-kind';
import type {
	OfficialListKey,
	OfficialListPath,
} from '../../formation/official-lists';
import { chosenAddress, orderAddress } from '../people';
import { isYes, text } from '../../form-data/read-answers';

/** "effective_date 'Upon Filing'": the company exists once the state files it. */
export const EFFECTIVE_UPON_FILING = 'Upon Filing';

const listAt = ( values: object, path: OfficialListPath ): Official[] => {
	const value = readAt( values, path );
	return Array.isArray( value ) ? value : [];
};

const person = (
	official: Official & { address?: AddressData },
	role: string
) => ( {
	role,
	first_name: String( official.firstName ?? '' ).trim(),
	last_name: String( official.lastName ?? '' ).trim(),
	...( official.address && typeof official.address === 'object'
		? { address: orderAddress( 'mailing', role, official.address ) }
		: {} ),
} );

const addressData = ( values: object, path: CompanyAddressPath ) => {
	const address = chosenAddress( values, path );
	return typeof address === 'string'
		? address
		: orderAddress( 'mailing', path.split( '.' ).pop() ?? '', address );
};

/**
 * Officials by role, for the entity's sub-form only (what a visitor typed for another entity type before
 * changing it stays out): members and managers of an LLC; president, secretary, treasurer, other officers
 * (unless the visitor said not to list them) and directors (unless all officers are directors) of a
 * corporation; directors of a nonprofit.
 */
function officials( values: object, kind: FormationKind ) {
	const details = 'formationDetails';
	const listed = ( key: OfficialListKey, role: string ) =>
		listAt( values, `${ details }.${ key }` ).map( ( o ) =>
			person( o, role )
		);
	if ( kind === 'llc' ) {
		return [
			...listed( 'members', 'member' ),
			...listed( 'managers', 'manager' ),
		];
	}
	if ( kind === 'nonprofit' ) {
		return listed( 'directors', 'director' );
	}
	const people = [];
	for ( const role of CORPORATE_OFFICERS ) {
		const official = readAt( values, `${ details }.${ role }` );
		if ( official && typeof official === 'object' ) {
			people.push( person( official, role ) );
		}
	}
	if ( readAt( values, `${ details }.listOfficers` ) !== false ) {
		people.push( ...listed( 'officers', 'officer' ) );
	}
	if ( readAt( values, `${ details }.allOfficersAreDirectors` ) !== true ) {
		people.push( ...listed( 'directors', 'director' ) );
	}
	return people;
}

/** The order's name of each share and balance field. */
const SHARE_KEYS: Record< ShareField, string > = {
	authorizedShares: 'authorized_shares',
	parValue: 'par_value',
	issuedShares: 'issued_shares',
	commonShares: 'common_shares',
	totalLiabilities: 'total_liabilities',
	totalAssets: 'total_assets',
};

/**
 * Product data of a formation (company_name, effective_date, entity_type, contact_person, mailing and
 * principal address, purpose, management_type, officials, share fields, nonprofit block), plus the two
 * answers that decide what the officials mean: whether an LLC's members and managers are listed in the public
 * filing (list_officials) and whether a corporation's officers are its directors (all_officers_are_directors). Fed by the company
 * information, contact and formation details modules; what a form does not ask stays empty.
 */
export function formationData( values: object ): Record< string, unknown > {
	const entityType = text( values, 'companyInformation.entityType.key' );
	const kind = formationKindOf( entityType );
	const details = 'formationDetails';
	const data: Record< string, unknown > = {
		company_name: text( values, 'companyInformation.companyName' ),
		effective_date: EFFECTIVE_UPON_FILING,
		entity_type: entityType,
		contact_person: {
			first_name: text( values, 'contactInformation.firstName' ),
			last_name: text( values, 'contactInformation.lastName' ),
		},
		mailing_address: addressData(
			values,
			'companyInformation.mailingAddress'
		),
		principal_address: addressData(
			values,
			'companyInformation.principalAddress'
		),
		purpose: isYes(
			readAt( values, 'companyInformation.useGenericBusinessPurpose' )
		)
			? ''
			: text( values, 'companyInformation.businessPurpose' ),
		management_type: text( values, `${ details }.managementType` ),
		officials: officials( values, kind ),
	};
	if ( kind === 'llc' ) {
		data.list_officials = isYes(
			readAt( values, `${ details }.listMembersAndManagers` )
		);
	}
	if ( kind === 'corporation' ) {
		for ( const field of SHARE_FIELDS ) {
			data[ SHARE_KEYS[ field ] ] = text(
				values,
				`${ details }.${ field }`
			);
		}
		// Only an answer is sent: a form without the corporation's details never asked the question.
		const allDirectors = readAt(
			values,
			`${ details }.allOfficersAreDirectors`
		);
		if ( typeof allDirectors === 'boolean' ) {
			data.all_officers_are_directors = allDirectors;
		}
	}
	if ( kind === 'nonprofit' ) {
		data.nonprofit = {
			type: text( values, `${ details }.nonprofitType` ),
			tax_exempt: isYes( readAt( values, `${ details }.taxExempt` ) ),
			has_members: isYes( readAt( values, `${ details }.hasMembers` ) ),
			asset_distribution: text(
				values,
				`${ details }.assetDistribution`
			),
		};
	}
	return data;
}
