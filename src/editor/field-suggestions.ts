import type { FormDataPath } from '../form-data/typed-paths';

/**
 * Form data paths offered while typing a condition's field (form data is stored by dotted path, so a condition
 * names one): the choices a visitor makes that a module or a product usually depends on. Any other path
 * can be typed as well.
 */
export const FIELD_SUGGESTIONS: readonly FormDataPath[] = [
	'companyInformation.entityType',
	'companyInformation.state',
	'companyInformation.homeState',
	'companyInformation.nameReservation',
	'companyInformation.isStateResident',
	'companyInformation.changingRegisteredAgent',
	'companyInformation.useGenericBusinessPurpose',
	'companyInformation.formationDateNotKnown',
	'companyInformation.inlineMFVODeliveryDestination',
	'contactInformation.country',
	'contactInformation.state',
	'billingType',
	'individualOrBusiness',
	'isBusinessFormed',
	'taxIDSelection',
	'businessIdentityToggle',
	'formType',
	'affiliateCode',
	'serviceInformation.leaveANote',
	'nyop.immediateService',
];

/**
 * The suggestions plus "productState.{saveAs}.checked" for the products configured in the block: a module
 * or product can follow whether another product is ticked.
 */
export const fieldSuggestions = ( saveAsKeys: readonly string[] = [] ) => [
	...FIELD_SUGGESTIONS,
	...saveAsKeys
		.filter( ( key ) => key.trim() !== '' )
		.map( ( key ) => `productState.${ key }.checked` ),
];
