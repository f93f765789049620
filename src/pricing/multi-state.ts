/** A multi-state registered-agent offer: a normal yearly price and a negotiated bulk price. */
export interface BulkOffer {
	price: number;
	bulkPrice: number;
	bulkQuantity: number;
}

/**
 * "The bulk negotiated price applies only when the number of selected states reaches the configured bulk
 * quantity." A bulk quantity of 0 or less switches bulk mode off.
 */
export function inBulkMode(
	selectedStates: number,
	offer: BulkOffer
): boolean {
	return offer.bulkQuantity > 0 && selectedStates >= offer.bulkQuantity;
}

/**
 * The per-state price for a count of selected states.
 */
export function perStatePrice(
	selectedStates: number,
	offer: BulkOffer
): number {
	return inBulkMode( selectedStates, offer ) ? offer.bulkPrice : offer.price;
}

/**
 * The product error when a product is used for several states without multi state enabled.
 */
export function multiStateError( productName: string ): string {
	return `Error: product ${ productName } does not have multi state enabled`;
}
