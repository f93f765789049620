import { getIn } from '../../form-data/paths';
import { addressAt, formatPhone, orderAddress, text } from '../people';

/** The four contacts a registrar needs; all four are the visitor unless a later module asks otherwise. */
const CONTACT_ROLES = [
	'administrative',
	'technical',
	'billing',
	'registrant',
] as const;

interface DomainCartEntry {
	domain: string;
	duration: number;
	privacy?: boolean;
}

/**
 * Product data of the domain product: the registrar contacts and every domain of the domain cart with its
 * duration (months) and privacy.
 */
export function domainsData( values: object ): Record< string, unknown > {
	const contact = {
		first_name: text( values, 'contactInformation.firstName' ),
		last_name: text( values, 'contactInformation.lastName' ),
		email_address: text( values, 'accountInformation.email' ),
		phone_number: formatPhone( text( values, 'contactInformation.phone' ) ),
		address: orderAddress(
			'primary',
			'Primary',
			addressAt( values, 'contactInformation.address' )
		),
	};
	const cart = getIn( values, 'domainCart' );
	return {
		contacts: Object.fromEntries(
			CONTACT_ROLES.map( ( role ) => [ role, contact ] )
		),
		domains: ( Array.isArray( cart ) ? cart : [] ).map(
			( entry: DomainCartEntry ) => ( {
				domain: entry.domain,
				duration: entry.duration,
				privacy: entry.privacy !== false,
			} )
		),
	};
}
