import { productDataPath } from '../../optional-items/supplies';
import { text } from '../../form-data/read-answers';

/**
 * Product data of a process agent (BOC-3) filing: "Process agent data: docketNumberType (MC, FF or MX),
 * docketNumber, USDOTNumber".
 * @param saveAs The product's key in productState, where its own data lives.
 */
export function processAgentData(
	values: object,
	saveAs: string
): Record< string, unknown > {
	return {
		docket_number_type: text(
			values,
			productDataPath( saveAs, 'docketNumberType' )
		),
		docket_number: text(
			values,
			productDataPath( saveAs, 'docketNumber' )
		),
		usdot_number: text( values, productDataPath( saveAs, 'USDOTNumber' ) ),
	};
}
