/**
 * Conversion tracking after a placed order. Each kind is switched on in the plugin's settings with its ids
 * (includes/Gateway/Public_Config.php prints only those); a kind missing here is off.
 */
export interface TrackingSettings {
	/** Ecommerce "purchase" event in the tag manager's dataLayer. */
	ecommerce?: boolean;
	/** Ads conversion through gtag: "send_to" is conversionId/conversionLabel. */
	ads?: { conversionId: string; conversionLabel: string };
	/** Search-engine conversion tag (UET queue). */
	searchTag?: { tagId: string };
	/** Affiliate conversion pixel, only for visitors who came through an affiliate network. */
	affiliate?: { merchantId: string; pixelUrl: string };
}

/** One sold item: our product, never the visitor. */
export interface PurchasedItem {
	item_id: string;
	item_name: string;
	price: number;
	quantity: number;
}

/**
 * What tracking may know of an order: numbers and products only. No email, name, phone or address is
 * ever part of it, so none can leak into a tracking payload.
 */
export interface TrackedOrder {
	transactionId: string;
	value: number;
	currency: 'USD';
	coupon: string;
	items: PurchasedItem[];
	affiliate: {
		platform: string;
		order_number: string;
		affiliate_code: string;
		xtype: string;
		cartTotalForAffiliate: number;
	} | null;
}

/** The page globals the tags read; created when missing, as their snippets do. */
export interface TrackingWindow {
	dataLayer?: unknown[];
	gtag?: ( ...args: unknown[] ) => void;
	uetq?: unknown[];
}
