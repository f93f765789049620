/**
 * Accepted signups: hands out invoice numbers and account ids in sequence, and remembers each order so tests can
 * count them (GET /__sandbox/orders).
 */

export interface SignupResult {
	invoice_numbers: string[];
	account_id: number;
	login_url: string;
}

export interface PlacedOrder {
	account_id: number;
	invoice_numbers: string[];
	/** The Idempotency-Key header WordPress sent, if any. Recorded, not honoured: WordPress must dedupe. */
	idempotency_key: string | null;
	time: string;
}

const FIRST_INVOICE = 100001;
const FIRST_ACCOUNT_ID = 5001;

export class OrderDesk {
	private nextInvoice = FIRST_INVOICE;
	private nextAccountId = FIRST_ACCOUNT_ID;
	private placed: PlacedOrder[] = [];

	/**
	 * @param loginBaseUrl Where the login page lives, e.g. http://127.0.0.1:8890/login.
	 */
	constructor( private readonly loginBaseUrl: () => string ) {}

	place( idempotencyKey: string | null = null ): SignupResult {
		const accountId = this.nextAccountId++;
		const invoice = `INV-${ String( this.nextInvoice++ ).padStart( 6, '0' ) }`;
		this.placed.push( {
			account_id: accountId,
			invoice_numbers: [ invoice ],
			idempotency_key: idempotencyKey,
			time: new Date().toISOString(),
		} );
		return {
			invoice_numbers: [ invoice ],
			account_id: accountId,
			login_url: `${ this.loginBaseUrl() }?account=${ accountId }`,
		};
	}

	list(): PlacedOrder[] {
		return [ ...this.placed ];
	}

	clear(): void {
		this.placed = [];
	}
}
