/**
 * The corporate supplies and filings of the Optional Items step whose product needs data from the visitor:
 * what each one asks, where it keeps it and how many of it are bought.
 */

import type { FormDataPath } from '../form-data/typed-paths';
import { FIELD_RULES } from '../validation/field-rules';

export const CERTIFICATES_CATEGORY = 'certificates';
export const CORPORATE_SEAL_CATEGORY = 'corporate-seal';
export const NOTARY_STAMP_CATEGORY = 'notary-stamp';
export const PROCESS_AGENT_CATEGORY = 'process-agent';
export const TRADE_NAME_CATEGORY = 'trade-name';

/** "companyInformation: ... certificateQuantity": how many certificates are printed. */
export const CERTIFICATE_QUANTITY = 'companyInformation.certificateQuantity';

/**
 * The quantity of a certificates line: the whole number the visitor typed, 1 until a valid one is typed (the
 * field's own rule says why it is not valid).
 */
export function certificateQuantity( raw: unknown ): number {
	const value =
		typeof raw === 'string' && /^\s*\d+\s*$/.test( raw )
			? Number( raw )
			: raw;
	return typeof value === 'number' && Number.isInteger( value ) && value >= 1
		? value
		: 1;
}

/** The quantity of a line: certificates are bought by the piece, every other product once. */
export const lineQuantity = (
	category: string,
	valueAt: ( path: FormDataPath ) => unknown
): number =>
	category === CERTIFICATES_CATEGORY
		? certificateQuantity( valueAt( CERTIFICATE_QUANTITY ) )
		: 1;

/** "Process agent data: docketNumberType (MC, FF or MX), docketNumber, USDOTNumber." */
export const DOCKET_NUMBER_TYPES = [ 'MC', 'FF', 'MX' ] as const;

/** "Book and seal data: embossSealCapitalization": how the company name is embossed on the seal. */
export const EMBOSS_SEAL_CAPITALIZATIONS = [ 'uppercase', 'as-typed' ] as const;

/** Where a product keeps its own data: productState.{saveAs}.data. */
export const productDataPath = < Field extends string >(
	saveAs: string,
	field: Field
): `productState.${ string }.data.${ Field }` =>
	`productState.${ saveAs }.data.${ field }`;

/**
 * Where a trade name's name in one state is kept ("Trade name data: {state}.name"). State codes are upper case
 * (CA, WY), as the tree declares them; the products give them as plain strings.
 */
export const tradeNamePath = ( saveAs: string, state: string ) =>
	productDataPath( saveAs, `${ state as Uppercase< string > }.name` );

/** "Notary data: first_name, middle_name, last_name, notary_id, city, company_state, exp_month, exp_day, exp_year." */
export const NOTARY_FIELDS = [
	'first_name',
	'middle_name',
	'last_name',
	'notary_id',
	'city',
	'company_state',
	'exp_month',
	'exp_day',
	'exp_year',
] as const;

export type NotaryField = ( typeof NOTARY_FIELDS )[ number ];

/**
 * "Notary: month and day numeric, max 2 characters; year numeric, exactly 4; names, id, city and state
 * required." The middle name is the one field the rule leaves optional.
 */
export const NOTARY_RULES: Record< NotaryField, string > = {
	first_name: FIELD_RULES.personName,
	middle_name: FIELD_RULES.middleName,
	last_name: FIELD_RULES.personName,
	notary_id: FIELD_RULES.notaryId,
	city: FIELD_RULES.cityOrState,
	company_state: FIELD_RULES.required,
	exp_month: FIELD_RULES.notaryMonthOrDay,
	exp_day: FIELD_RULES.notaryMonthOrDay,
	exp_year: FIELD_RULES.notaryYear,
};

/** "Process agent: docket type, docket number and USDOT number required." */
export const PROCESS_AGENT_RULES = {
	docketNumberType: FIELD_RULES.required,
	docketNumber: FIELD_RULES.docketNumber,
	USDOTNumber: FIELD_RULES.usdotNumber,
} as const;
