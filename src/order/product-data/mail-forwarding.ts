import { getIn } from '../../form-data/paths';
import { readAt } from '../../form-data/typed-paths';

/** Categories of the mail forwarding / virtual office products ("mf/vo"). */
export const MAIL_FORWARDING_CATEGORIES = [
	'mail-forwarding',
	'virtual-office',
];

/**
 * Product data of a mail forwarding / virtual office product: who may receive mail at the address, each as
 * first and last name; rows left blank are not sent.
 */
export function mailForwardingData(
	values: object
): Record< string, unknown > {
	const list = readAt( values, 'serviceInformation.recipients' );
	const recipients = ( Array.isArray( list ) ? list : [] )
		.map( ( entry ) => ( {
			first_name: String( getIn( entry, 'firstName' ) ?? '' ).trim(),
			last_name: String( getIn( entry, 'lastName' ) ?? '' ).trim(),
		} ) )
		.filter( ( recipient ) => recipient.first_name || recipient.last_name );
	return { recipients };
}
