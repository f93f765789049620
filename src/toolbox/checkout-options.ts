import { makeAutoObservable } from 'mobx';

/**
 * The developer toolbox's Checkout Options, read by the submission; both off unless a developer ticks them.
 * - stayOnPage: "Stay on this page after the order": the thank-you redirect is skipped, so the developer can
 *   read the answer and place the next test order from the same page.
 * - markAsTest: "Mark the order as a test": the order goes out with test: true. WordPress honours it only for a
 *   user the toolbox is meant for (includes/Toolbox/Toolbox_Access.php); anyone else's request is ignored.
 * In memory only: a reload starts with both off, so no one forgets a live site in test mode.
 */
export class CheckoutOptions {
	stayOnPage = false;
	markAsTest = false;

	constructor() {
		makeAutoObservable( this );
	}

	setStayOnPage( stay: boolean ): void {
		this.stayOnPage = stay;
	}

	setMarkAsTest( mark: boolean ): void {
		this.markAsTest = mark;
	}
}
