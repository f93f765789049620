import { readAt } from '../../form-data/typed-paths';
import { formatPhone } from '../../form-data/phone-format';
import { addressAt, orderAddress } from '../people';
import { text } from '../../form-data/read-answers';

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
 * Product data of the domain product: the registrar contacts and the domains of the domain cart with their
 * duration (months) and privacy. The cart has one line per domain, so a line's data names only its own
 * domain (`only`); without it, every domain of the cart.
 */
export function domainsData(
	values: object,
	only?: string
): Record< string, unknown > {
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
	const cart = readAt( values, 'domainCart' );
	return {
		contacts: Object.fromEntries(
			CONTACT_ROLES.map( ( role ) => [ role, contact ] )
		),
		domains: ( Array.isArray( cart ) ? cart : [] )
			.filter(
				( entry: DomainCartEntry ) =>
					only === undefined || entry.domain === only
			)
			.map( ( entry: DomainCartEntry ) => ( {
				domain: entry.domain,
				duration: entry.duration,
				privacy: entry.privacy !== false,
			} ) ),
	};
}
