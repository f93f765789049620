import { couponCodeAnswer } from '../../../src/cart/coupon-codes';
import { cartLine } from '../../../src/pricing/cart-lines';
import type { Coupon } from '../../../src/pricing/types';

const COUPONS: Coupon[] = [
	{ id: 'SAVE20', percent_value: 20 },
	{ id: 'AGENT10', dollar_value: 10, product_id_restrictions: [ 7 ] },
];
const agentLine = cartLine(
	{
		id: 7,
		name: 'Registered Agent',
		price: 149,
		category: 'registered-agent',
		type: 'ra',
	},
	{ saveAs: 'registeredAgent', state: 'CA' }
);
const formationLine = cartLine(
	{
		id: 9,
		name: 'LLC Formation',
		price: 0,
		category: 'llc-formation',
		type: 'filing',
	},
	{ saveAs: 'formation', state: 'CA' }
);

describe( 'a typed coupon code joins the cart only when it is known, new and touches a line', () => {
	it.each( [
		[
			'a known code',
			'SAVE20',
			[],
			[ formationLine ],
			'applied',
			'SAVE20',
		],
		[
			'case does not matter',
			'save20',
			[],
			[ formationLine ],
			'applied',
			'SAVE20',
		],
		[ 'an unknown code', 'FREE', [], [ agentLine ], 'unknown', undefined ],
		[
			'already applied',
			'agent10',
			[ 'AGENT10' ],
			[ agentLine ],
			'duplicate',
			undefined,
		],
		[
			'AGENT10 on an agent',
			'AGENT10',
			[],
			[ agentLine ],
			'applied',
			'AGENT10',
		],
		[
			'AGENT10 without an agent in the cart',
			'AGENT10',
			[],
			[ formationLine ],
			'not-applicable',
			undefined,
		],
	] )( '%s', ( _name, code, applied, lines, answer, id ) => {
		expect( couponCodeAnswer( COUPONS, applied, lines, code ) ).toEqual(
			id === undefined ? { answer } : { answer, id }
		);
	} );
} );
