import { getIn } from '../../form-data/paths';
import { chosenAddress, isYes, orderAddress, text } from '../people';

/** "effective_date 'Upon Filing'": the company exists once the state files it. */
export const EFFECTIVE_UPON_FILING = 'Upon Filing';

type Official = Record< string, unknown >;

const listAt = ( values: object, path: string ): Official[] => {
	const value = getIn( values, path );
	return Array.isArray( value ) ? ( value as Official[] ) : [];
};

const person = ( official: Official, role: string ) => ( {
	role,
	first_name: String( official.firstName ?? '' ).trim(),
	last_name: String( official.lastName ?? '' ).trim(),
	...( official.address && typeof official.address === 'object'
		? {
				address: orderAddress(
					'mailing',
					role,
					official.address as Record< string, string >
				),
			}
		: {} ),
} );

const addressData = ( values: object, path: string ) => {
	const address = chosenAddress( values, path );
	return typeof address === 'string'
		? address
		: orderAddress( 'mailing', path.split( '.' ).pop() ?? '', address );
};

/**
 * Officials by role: members and managers of an LLC; president, secretary, treasurer, officers and directors
 * of a corporation or nonprofit.
 */
function officials( values: object ) {
	const details = 'formationDetails';
	const people = [
		...listAt( values, `${ details }.members` ).map( ( o ) =>
			person( o, 'member' )
		),
		...listAt( values, `${ details }.managers` ).map( ( o ) =>
			person( o, 'manager' )
		),
	];
	for ( const role of [ 'president', 'secretary', 'treasurer' ] ) {
		const official = getIn( values, `${ details }.${ role }` );
		if ( official && typeof official === 'object' ) {
			people.push( person( official as Official, role ) );
		}
	}
	people.push(
		...listAt( values, `${ details }.officers` ).map( ( o ) =>
			person( o, 'officer' )
		),
		...listAt( values, `${ details }.directors` ).map( ( o ) =>
			person( o, 'director' )
		)
	);
	return people;
}

const SHARE_FIELDS = [
	[ 'authorized_shares', 'authorizedShares' ],
	[ 'par_value', 'parValue' ],
	[ 'issued_shares', 'issuedShares' ],
	[ 'common_shares', 'commonShares' ],
	[ 'total_liabilities', 'totalLiabilities' ],
	[ 'total_assets', 'totalAssets' ],
] as const;

/**
 * Product data of a formation (company_name, effective_date, entity_type, contact_person, mailing and
 * principal address, purpose, management_type, officials, share fields, nonprofit block). Fed by the company
 * information, contact and formation details modules; what a form does not ask stays empty.
 */
export function formationData( values: object ): Record< string, unknown > {
	const entityType = text( values, 'companyInformation.entityType.key' );
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
			getIn( values, 'companyInformation.useGenericBusinessPurpose' )
		)
			? ''
			: text( values, 'companyInformation.businessPurpose' ),
		management_type: text( values, `${ details }.managementType` ),
		officials: officials( values ),
	};
	if ( entityType === 'Corp' ) {
		for ( const [ key, path ] of SHARE_FIELDS ) {
			data[ key ] = text( values, `${ details }.${ path }` );
		}
	}
	if ( entityType === 'NP Corp' ) {
		data.nonprofit = {
			type: text( values, `${ details }.nonprofitType` ),
			tax_exempt: isYes( getIn( values, `${ details }.taxExempt` ) ),
			has_members: isYes( getIn( values, `${ details }.hasMembers` ) ),
			asset_distribution: text(
				values,
				`${ details }.assetDistribution`
			),
		};
	}
	return data;
}
