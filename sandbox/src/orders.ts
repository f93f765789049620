/**
 * Accepted signups: hands out invoice numbers and account ids in sequence.
 */

export interface SignupResult {
	invoice_numbers: string[];
	account_id: number;
	login_url: string;
}

const FIRST_INVOICE = 100001;
const FIRST_ACCOUNT_ID = 5001;

export class OrderDesk {
	private nextInvoice = FIRST_INVOICE;
	private nextAccountId = FIRST_ACCOUNT_ID;

	/**
	 * @param loginBaseUrl Where the login page lives, e.g. http://127.0.0.1:8890/login.
	 */
	constructor( private readonly loginBaseUrl: () => string ) {}

	place(): SignupResult {
		const accountId = this.nextAccountId++;
		const invoice = `INV-${ String( this.nextInvoice++ ).padStart( 6, '0' ) }`;
		return {
			invoice_numbers: [ invoice ],
			account_id: accountId,
			login_url: `${ this.loginBaseUrl() }?account=${ accountId }`,
		};
	}
}
