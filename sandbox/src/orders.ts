/**
 * Accepted signups: hands out invoice numbers and account ids in sequence, and remembers each order so tests can
 * count them (GET /__sandbox/orders), with the price the sandbox computed for it.
 *
 * Honours Idempotency-Key as a payment API does: an order placed with a key is remembered with its answer, and
 * a later request with the same key gets that first answer again and never a second order. Only placed orders
 * are remembered, so a declined card may be retried with the same key.
 */
import type { OrderPricing } from './oracle';

export interface SignupResult {
	invoice_numbers: string[];
	account_id: number;
	login_url: string;
}

export interface PlacedOrder {
	account_id: number;
	invoice_numbers: string[];
	/** The Idempotency-Key header WordPress sent, if any. */
	idempotency_key: string | null;
	time: string;
	/** What the sandbox's catalog says the order costs today. */
	pricing: OrderPricing;
	/** How many later requests with the same key got this order's answer again. */
	replays: number;
}

const FIRST_INVOICE = 100001;
const FIRST_ACCOUNT_ID = 5001;

export class OrderDesk {
	private nextInvoice = FIRST_INVOICE;
	private nextAccountId = FIRST_ACCOUNT_ID;
	private placed: PlacedOrder[] = [];
	private answers = new Map<
		string,
		{ order: PlacedOrder; result: SignupResult }
	>();

	/**
	 * @param loginBaseUrl Where the login page lives, e.g. http://127.0.0.1:8890/login.
	 */
	constructor( private readonly loginBaseUrl: () => string ) {}

	/**
	 * The first answer given to this key, counted as a replay; null when no order was placed with it.
	 * @param idempotencyKey
	 */
	replay( idempotencyKey: string | null ): SignupResult | null {
		const known =
			idempotencyKey === null
				? undefined
				: this.answers.get( idempotencyKey );
		if ( known === undefined ) {
			return null;
		}
		known.order.replays++;
		return known.result;
	}

	/**
	 * The answer to the order placed with this key, without counting a replay; null when none was placed.
	 * @param idempotencyKey
	 */
	peek( idempotencyKey: string ): SignupResult | null {
		return this.answers.get( idempotencyKey )?.result ?? null;
	}

	place(
		idempotencyKey: string | null,
		pricing: OrderPricing
	): SignupResult {
		const accountId = this.nextAccountId++;
		const invoice = `INV-${ String( this.nextInvoice++ ).padStart( 6, '0' ) }`;
		const order: PlacedOrder = {
			account_id: accountId,
			invoice_numbers: [ invoice ],
			idempotency_key: idempotencyKey,
			time: new Date().toISOString(),
			pricing,
			replays: 0,
		};
		const result = {
			invoice_numbers: [ invoice ],
			account_id: accountId,
			login_url: `${ this.loginBaseUrl() }?account=${ accountId }`,
		};
		this.placed.push( order );
		if ( idempotencyKey !== null ) {
			this.answers.set( idempotencyKey, { order, result } );
		}
		return result;
	}

	/** How many orders were placed since the last clear. */
	get count(): number {
		return this.placed.length;
	}

	/** Every replayed answer since the last clear. */
	get replays(): number {
		return this.placed.reduce( ( sum, order ) => sum + order.replays, 0 );
	}

	list(): PlacedOrder[] {
		return this.placed.map( ( order ) => ( { ...order } ) );
	}

	clear(): void {
		this.placed = [];
		this.answers.clear();
	}
}
