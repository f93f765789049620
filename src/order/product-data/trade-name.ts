import { tradeNamePath } from '../../optional-items/supplies';
import { text } from '../../form-data/read-answers';

/**
 * Product data of a trade name (DBA): the name registered in the line's state ("Trade name data:
 * {state}.name"), one line and one name per state.
 * @param saveAs The product's key in productState, where its own data lives.
 * @param state  The state of the line.
 */
export function tradeNameData(
	values: object,
	saveAs: string,
	state: string
): Record< string, unknown > {
	return {
		trade_name: text( values, tradeNamePath( saveAs, state ) ),
	};
}
