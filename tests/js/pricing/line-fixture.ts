import { cartLine, type CartLine } from '../../../src/pricing/cart-lines';

/** A filing line as the cart builds it: $100 service, $70 state fee, nothing else. */
export function line( fields: Partial< CartLine > = {} ): CartLine {
	return cartLine(
		{
			id: 3101,
			product_id: 3101,
			name: 'LLC Formation',
			price: 100,
			category: 'formation',
			type: 'filing',
		},
		{ saveAs: 'formation', state: 'CA', stateFee: 70, ...fields }
	);
}
