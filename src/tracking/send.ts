import type { TrackedOrder, TrackingSettings, TrackingWindow } from './types';

/**
 * Ecommerce purchase for the tag manager (GA4's "purchase" event shape).
 */
export function sendPurchase( win: TrackingWindow, order: TrackedOrder ): void {
	win.dataLayer = win.dataLayer ?? [];
	win.dataLayer.push( { ecommerce: null } );
	win.dataLayer.push( {
		event: 'purchase',
		ecommerce: {
			transaction_id: order.transactionId,
			value: order.value,
			currency: order.currency,
			coupon: order.coupon,
			items: order.items,
		},
	} );
}

/**
 * Ads conversion: gtag('event', 'conversion', …); without gtag on the page, queued in the dataLayer as the
 * gtag snippet itself does, for when the tag loads.
 */
export function sendAdsConversion(
	win: TrackingWindow,
	ads: NonNullable< TrackingSettings[ 'ads' ] >,
	order: TrackedOrder
): void {
	const args = [
		'event',
		'conversion',
		{
			send_to: `${ ads.conversionId }/${ ads.conversionLabel }`,
			value: order.value,
			currency: order.currency,
			transaction_id: order.transactionId,
		},
	];
	if ( typeof win.gtag === 'function' ) {
		win.gtag( ...args );
		return;
	}
	win.dataLayer = win.dataLayer ?? [];
	win.dataLayer.push( args );
}

/**
 * Search-engine conversion tag: a purchase event in the UET queue the tag reads when it loads.
 */
export function sendSearchConversion(
	win: TrackingWindow,
	order: TrackedOrder
): void {
	win.uetq = win.uetq ?? [];
	win.uetq.push( 'event', 'purchase', {
		revenue_value: order.value,
		currency: order.currency,
		transaction_id: order.transactionId,
	} );
}

/**
 * The affiliate network's conversion pixel URL: its order number, commissionable amount, the affiliate's code
 * and the sale type.
 */
export function affiliatePixelUrl(
	affiliate: NonNullable< TrackingSettings[ 'affiliate' ] >,
	order: TrackedOrder
): string | null {
	if ( ! order.affiliate || ! affiliate.pixelUrl ) {
		return null;
	}
	const url = new URL( affiliate.pixelUrl );
	const params: Record< string, string > = {
		platform: order.affiliate.platform,
		merchant_id: affiliate.merchantId,
		order_number: order.affiliate.order_number,
		transaction_id: order.transactionId,
		amount: order.affiliate.cartTotalForAffiliate.toFixed( 2 ),
		affiliate_code: order.affiliate.affiliate_code,
		xtype: order.affiliate.xtype,
	};
	Object.entries( params ).forEach( ( [ key, value ] ) =>
		url.searchParams.set( key, value )
	);
	return url.toString();
}
