/**
 * The rules of every field as rule strings, with their limits (password length, upload size, list sizes ...).
 * Modules take their rules from here, so each business rule is written once.
 */

export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_GEN_NUM_CHARS = 12;
export const TEXT_MAX_CHARS = 524288;
export const LONG_TEXT_MAX_CHARS = 2000;
/** A name or a short answer the visitor may leave out (a legal name, an industry, a position). */
export const SHORT_TEXT_MAX_CHARS = 200;
export const CARD_NUMBER_MAX_CHARS = 19;
export const CVC_MAX_CHARS = 4;
export const ZIP_MAX_CHARS = 12;
export const UPLOAD_MAX_KILOBYTES = 5000;
export const BUSINESS_PURPOSE_MIN_CHARS = 10;

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

export const FIELD_RULES = {
	password: ( minChars = PASSWORD_MIN_CHARS ) =>
		`required|capitalLetter|oneNumber|specialCharacter|length:${ minChars }|maxLength:${ TEXT_MAX_CHARS }`,
	/**
	 * The confirmation must equal the password at `passwordPath` ("Passwords do not match").
	 */
	passwordConfirm: ( passwordPath: string ) =>
		`required|passwordConfirmed:${ passwordPath }`,
	email: 'required|email|maxLength:254',
	companyName: 'required|length:2',
	attorneyName: 'required|length:2',
	ubiNumberToggle: 'required',
	ubiNumber: 'required|numeric|digits:9',
	naicsCode: 'required|length:2',
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
		}`,
	notaryMonthOrDay: 'required|numeric|maxLength:2',
	notaryYear: 'required|numeric|digits:4',
	required: 'required',
	addressRequired: 'required',
	zip: `required|maxLength:${ ZIP_MAX_CHARS }`,
	multiState: 'atLeastOnePropInObject',
	cardNumber: `required|creditCard|maxLength:${ CARD_NUMBER_MAX_CHARS }`,
	cvc: `required|numeric|maxLength:${ CVC_MAX_CHARS }`,
	areaCode: 'required|digits:3',
	/** Whether the subscription is for an individual or a business: one of the two must be chosen. */
	individualOrBusiness: 'required',
	optionalShortText: `maxLength:${ SHORT_TEXT_MAX_CHARS }`,
	/** Residency checkbox and trademark agreement: false fails "required". */
	mustBeTicked: 'required',
	vin: 'length:17|maxLength:17',
	vehicleYear: 'numeric|digits:4',
	requestedPrice: 'required|requestedPrice',
	resume: ( maxKilobytes = UPLOAD_MAX_KILOBYTES ) =>
		`required|fileExtension:pdf|fileSize:${ maxKilobytes }`,
	coverLetter: ( required = true, maxKilobytes = UPLOAD_MAX_KILOBYTES ) =>
		`${ required ? 'required|' : '' }fileExtension:pdf|fileSize:${ maxKilobytes }`,
	projectUpload: 'fileExtension:pdf',
	link: ( required = false ) => `${ required ? 'required|' : '' }url`,
	textArea: ( max = TEXT_MAX_CHARS ) => `required|maxLength:${ max }`,
	longText: `required|maxLength:${ LONG_TEXT_MAX_CHARS }`,
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
	const country =
		typeof address.country === 'object' && address.country !== null
			? ( address.country as { key?: unknown } ).key
			: address.country;
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
