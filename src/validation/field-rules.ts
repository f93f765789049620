import type { AddressPath, FormDataPath } from '../form-data/typed-paths';

/**
 * The rules of every field as rule strings, with their limits (password length, upload size, list sizes ...).
 * Modules take their rules from here, so each business rule is written once.
 */

export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_GEN_NUM_CHARS = 12;
export const TEXT_MAX_CHARS = 524288;
export const LONG_TEXT_MAX_CHARS = 2000;
export const CARD_NUMBER_MAX_CHARS = 19;
export const CVC_MAX_CHARS = 4;
export const ZIP_MAX_CHARS = 12;
export const UPLOAD_MAX_KILOBYTES = 5000;
export const BUSINESS_PURPOSE_MIN_CHARS = 10;
/** A person's first, middle or last name. */
export const NAME_MAX_CHARS = 100;
/** One line of free text: a street line, a subject, a company or trade name. */
export const LINE_MAX_CHARS = 200;
/** 254 characters is the longest an email address can be. */
export const EMAIL_MAX_CHARS = 254;
/** A city, or a state written out (outside the US). */
export const PLACE_MAX_CHARS = 100;
export const PHONE_MAX_CHARS = 30;
/** Make, model and color of a vehicle. */
export const VEHICLE_TEXT_MAX_CHARS = 60;

/** Minimum (and maximum) entries of the lists a visitor fills (officials, members, recipients ...). */
export const LIST_LIMITS = {
	directors: { min: 1 },
	directorsWhenAllOfficersAreDirectors: { min: 0 },
	officers: { min: 0 },
	members: { min: 1 },
	nonprofitDirectors: { min: 3 },
	recipients: { min: 1, max: 4 },
	projects: { min: 1 },
	vehicles: { min: 1 },
} as const;

/** Labels for required choices whose field has no label of its own ("A Selection", "A Response" ...). */
export const CHOICE_LABELS = {
	listChoice: 'A Selection',
	individualOrBusiness: 'Individual or Business Selection',
	supplementalResponse: 'A Response',
} as const;

/** A PDF within `maxKilobytes`; optional unless `required`. */
const pdfUpload = ( required: boolean, maxKilobytes: number ) =>
	`${ required ? 'required|' : '' }fileExtension:pdf|fileSize:${ maxKilobytes }`;

/** A company's name: at least 2 characters, at most one line; optional unless `required`. */
const companyNameRule = ( required: boolean ) =>
	`${ required ? 'required|' : '' }length:2|maxLength:${ LINE_MAX_CHARS }`;

export const FIELD_RULES = {
	/** Any answer at all: a choice, a selection, a ticked box (false fails). */
	required: 'required',
	/** A yes/no answer: false ("No") is an answer, only no answer fails. */
	yesNo: 'requiredAllowFalse',
	password: ( minChars = PASSWORD_MIN_CHARS ) =>
		`required|capitalLetter|oneNumber|specialCharacter|length:${ minChars }|maxLength:${ TEXT_MAX_CHARS }`,
	/**
	 * The confirmation must equal the password at `passwordPath` ("Passwords do not match").
	 */
	passwordConfirm: ( passwordPath: FormDataPath ) =>
		`required|passwordConfirmed:${ passwordPath }`,
	/**
	 * Logging in with an existing password: only required. The strength rules belong to choosing one, and refusing
	 * a password the account system accepts would lock its owner out.
	 */
	existingPassword: `required|maxLength:${ TEXT_MAX_CHARS }`,
	/** An account name or an email address. */
	username: `required|maxLength:${ EMAIL_MAX_CHARS }`,
	email: `required|email|maxLength:${ EMAIL_MAX_CHARS }`,
	/** Every person's first and last name: contact, payer, applicant, recipient, official, notary. */
	personName: `required|maxLength:${ NAME_MAX_CHARS }`,
	middleName: `maxLength:${ NAME_MAX_CHARS }`,
	phone: `required|phoneNumber|maxLength:${ PHONE_MAX_CHARS }`,
	optionalPhone: `phoneNumber|maxLength:${ PHONE_MAX_CHARS }`,
	fax: `faxNumber|maxLength:${ PHONE_MAX_CHARS }`,
	/** Required free text on one line: a subject, a trade name, where a visitor heard of us. */
	line: `required|maxLength:${ LINE_MAX_CHARS }`,
	/** The company's name, a second company's, the vehicles' owner's, a client's (a person or a company). */
	companyName: companyNameRule( true ),
	/** A fallback name: optional, but a real name when given. */
	alternateCompanyName: companyNameRule( false ),
	attorneyName: `required|length:2|maxLength:${ NAME_MAX_CHARS }`,
	/** Only "yes" passes: the form is for a business that exists. */
	businessFormed: 'isBusinessFormed',
	nameReservationNumber: 'required|maxLength:50',
	/** "No" is an answer: only no answer at all fails. */
	ubiNumberToggle: 'requiredAllowFalse',
	ubiNumber: 'required|numeric|digits:9',
	naicsCode: ( required = true ) =>
		`${ required ? 'required|' : '' }length:2|maxLength:6`,
	/**
	 * Not later than 12/31 of the previous year.
	 */
	formationDate: ( today = new Date() ) =>
		`required|date:12/31/${ today.getFullYear() - 1 }`,
	businessPurpose: ( starterText = '' ) =>
		`required|businessPurposeRequired${
			starterText ? ':' + starterText : ''
		}|businessPurposeLength:${ BUSINESS_PURPOSE_MIN_CHARS }${
			starterText ? ',' + starterText : ''
		}|maxLength:${ TEXT_MAX_CHARS }`,
	/** Optional notes of any length a text area takes. */
	notes: `maxLength:${ TEXT_MAX_CHARS }`,
	/** Share counts are whole numbers. */
	shareCount: 'required|digits',
	/** Par value, liabilities and assets are amounts. */
	amount: 'required|numeric',
	affiliateCode: `required|maxLength:${ NAME_MAX_CHARS }`,
	certificateQuantity: 'required|numeric|maxLength:3',
	notaryId: 'required|maxLength:50',
	notaryMonthOrDay: 'required|numeric|maxLength:2',
	notaryYear: 'required|numeric|digits:4',
	docketNumber: 'required|maxLength:20',
	usdotNumber: 'required|numeric|maxLength:10',
	/** A country is always chosen (the United States by default); its code has 2 letters. */
	country: 'maxLength:2',
	/** The street line; with `checkedAt`, it also fails when the server's check of that address found it invalid. */
	streetLine: ( checkedAt: AddressPath | '' = '' ) =>
		`required|maxLength:${ LINE_MAX_CHARS }${
			checkedAt ? `|backendAddress:${ checkedAt }` : ''
		}`,
	/** City, and the state (free text outside the US). */
	cityOrState: `required|maxLength:${ PLACE_MAX_CHARS }`,
	zip: `required|maxLength:${ ZIP_MAX_CHARS }`,
	multiState: 'atLeastOnePropInObject',
	cardNumber: `required|creditCard|maxLength:${ CARD_NUMBER_MAX_CHARS }`,
	cvc: `required|numeric|maxLength:${ CVC_MAX_CHARS }`,
	areaCode: 'required|digits:3',
	/** Whether the subscription is for an individual or a business: one of the two must be chosen. */
	individualOrBusiness: 'required',
	/** Optional free text on one line: a legal name, an industry, a position. */
	optionalLine: `maxLength:${ LINE_MAX_CHARS }`,
	/** Residency checkbox and trademark agreement: false fails "required". */
	mustBeTicked: 'required',
	vin: 'length:17|maxLength:17',
	vehicleYear: 'numeric|digits:4',
	vehicleText: `maxLength:${ VEHICLE_TEXT_MAX_CHARS }`,
	requestedPrice: 'required|requestedPrice',
	resume: ( maxKilobytes = UPLOAD_MAX_KILOBYTES ) =>
		pdfUpload( true, maxKilobytes ),
	coverLetter: ( required = true, maxKilobytes = UPLOAD_MAX_KILOBYTES ) =>
		pdfUpload( required, maxKilobytes ),
	projectUpload: ( required = false, maxKilobytes = UPLOAD_MAX_KILOBYTES ) =>
		pdfUpload( required, maxKilobytes ),
	link: ( required = false ) => `${ required ? 'required|' : '' }url`,
	textArea: ( max = TEXT_MAX_CHARS ) => `required|maxLength:${ max }`,
	/** The 2000-character answers: a note, goals, a reason, a contribution; optional unless `required`. */
	longText: ( required = true ) =>
		`${ required ? 'required|' : '' }maxLength:${ LONG_TEXT_MAX_CHARS }`,
} as const;

/**
 * NAICS is required when the state is in the configured list and the entity is not NP Corp.
 */
export const naicsRequired = (
	state: string | undefined,
	entityType: string | undefined,
	naicsStates: string[]
): boolean =>
	!! state && naicsStates.includes( state ) && entityType !== 'NP Corp';

/**
 * The postal check needs a US address with line1 of at least 3 characters and a zip of at least 3.
 */
export const postalCheckPossible = ( address: {
	country?: unknown;
	line1?: unknown;
	zip?: unknown;
} ): boolean => {
	// A country chosen as {key, value} counts by its key.
	let country = address.country;
	if ( typeof country === 'object' && country !== null ) {
		country = 'key' in country ? country.key : undefined;
	}
	return (
		country === 'US' &&
		String( address.line1 ?? '' ).trim().length >= 3 &&
		String( address.zip ?? '' ).trim().length >= 3
	);
};

/**
 * Text area counter "N/max Characters Max.", flagged as an error at or above the maximum.
 */
export function characterCounter(
	value: string,
	max: number
): { count: number; max: number; atLimit: boolean } {
	return { count: value.length, max, atLimit: value.length >= max };
}
