import { readAt } from '../form-data/typed-paths';
import { companyIdentity } from '../order/company-facts';
import { orderAddresses, orderPhones } from '../order/people';
import {
	choiceKey,
	contactPerson,
	password,
	text,
} from '../form-data/read-answers';

/**
 * What the free account and the affiliate signup send (a login's request is in login-data.ts, a message's and a
 * profile's in message-data.ts): each builder reads the
 * form data only and returns the JSON of its request field. The server adds website, client IP and form type itself.
 */

/**
 * The free account's reduced sequence: contact, then the account. No company, no card.
 */
export const freeAccountData = ( values: object ) => ( {
	account: {
		email_address: text( values, 'accountInformation.email' ),
		password: password( values ),
		notes: '',
		affiliate_type: null,
		ab_test_rolled_variants: [],
	},
	contact: contactPerson( values ),
	formType: text( values, 'formType' ),
} );

/**
 * Affiliate signup's reduced sequence: the free account's, plus phones, the company, the notes and the
 * affiliate information (affiliateType among it).
 */
export const affiliateSignupData = ( values: object ) => {
	const account = freeAccountData( values );
	const leaveANote = readAt( values, 'serviceInformation.leaveANote' );
	return {
		...account,
		account: {
			...account.account,
			notes:
				leaveANote === true
					? text( values, 'serviceInformation.note' )
					: '',
			affiliate_type:
				choiceKey( values, 'affiliateInformation.affiliateType' ) ||
				null,
		},
		phones: orderPhones( values ),
		addresses: orderAddresses( values ),
		companies: [
			{
				company: companyIdentity( values ),
				products: [],
			},
		],
		affiliateInformation: readAt( values, 'affiliateInformation' ) ?? {},
	};
};
