import { readAt } from '../form-data/typed-paths';
import { companyIdentity } from '../order/company-facts';
import { choiceKey, orderAddresses, orderPhones, text } from '../order/people';
import type { SubmissionContext } from './form-request';

/**
 * What the non-order forms send: each builder reads the form data only and
 * returns the JSON of its request field. The server adds website, client IP and form type itself.
 */

/**
 * The password goes as typed: a leading or trailing space is part of it.
 */
const password = ( values: object ): string =>
	String( readAt( values, 'accountInformation.password' ) ?? '' );

const contactPerson = ( values: object ) => ( {
	first_name: text( values, 'contactInformation.firstName' ),
	last_name: text( values, 'contactInformation.lastName' ),
} );

/**
 * loginData: url, username, password. The url is the site's login page: the account system answers with
 * where the visitor lands.
 */
export const loginData = ( values: object, context: SubmissionContext ) => ( {
	url: context.loginUrl,
	username: text( values, 'accountInformation.username' ),
	password: password( values ),
} );

/**
 * resetPasswordData: url, email.
 */
export const resetPasswordData = (
	values: object,
	context: SubmissionContext
) => ( {
	url: context.loginUrl,
	email: text( values, 'accountInformation.email' ),
} );

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

/**
 * contactData: who writes (name, email, phone), the subject and the message.
 */
export const contactData = ( values: object ) => ( {
	...contactPerson( values ),
	email: text( values, 'contactInformation.email' ),
	phone: text( values, 'contactInformation.phone' ),
	subject: text( values, 'contactInformation.subject' ),
	message: text( values, 'contactMessage' ),
} );

/**
 * clientProfileData: the client's information as the form holds it, with the contact person.
 */
export const clientProfileData = ( values: object ) => ( {
	...contactPerson( values ),
	email: text( values, 'contactInformation.email' ),
	phone: text( values, 'contactInformation.phone' ),
	clientInformation: readAt( values, 'clientInformation' ) ?? {},
} );
