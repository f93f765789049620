import { readAt } from '../form-data/typed-paths';
import { contactPerson, text } from '../form-data/read-answers';

/**
 * What a message (contact, custom contact) and a client profile send: who writes and what they wrote, with no
 * company, address or order facts, so that these forms download only these few lines to build their request.
 */

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
