import { readAt } from '../../form-data/typed-paths';
import { productDataPath } from '../../optional-items/supplies';
import { text } from '../../form-data/read-answers';

/** Categories of the corporate supplies: books and seals, certificates and notary stamps. */
export const CORPORATE_SUPPLY_CATEGORIES = [
	'corporate-book',
	'corporate-seal',
	'certificate',
	'notary-stamp',
	'certificates',
];

/**
 * Product data of a corporate supply: what is engraved or printed on it. A seal carries its capitalization
 * ("Book and seal data: embossSealCapitalization"), a notary stamp the notary's details.
 * @param saveAs The product's key in productState, where its own data lives.
 */
export function corporateSuppliesData(
	values: object,
	saveAs: string
): Record< string, unknown > {
	const data: Record< string, unknown > = {
		company_name: text( values, 'companyInformation.companyName' ),
	};
	const capitalization = text(
		values,
		productDataPath( saveAs, 'embossSealCapitalization' )
	);
	if ( capitalization ) {
		data.emboss_seal_capitalization = capitalization;
	}
	const notary = readAt( values, productDataPath( saveAs, 'notary' ) );
	if ( notary && typeof notary === 'object' ) {
		data.notary = notary;
	}
	return data;
}
