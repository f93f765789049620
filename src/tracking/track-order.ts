import {
	affiliatePixelUrl,
	sendAdsConversion,
	sendPurchase,
	sendSearchConversion,
} from './send';
import type { TrackedOrder, TrackingSettings, TrackingWindow } from './types';

export interface TrackingTarget {
	win: TrackingWindow;
	/** Loads a pixel (an image request); the page's document unless a test replaces it. */
	loadPixel: ( url: string ) => void;
}

/** Orders already tracked on this page: a replayed success never counts twice. */
const trackedIds = new Set< string >();

/**
 * Sends every switched-on conversion for a placed order, once per order. Called only after the order API
 * accepted the order: never on a decline, a server error or a refused price.
 * @return Whether anything was sent (false when this order was tracked before).
 */
export function trackOrder(
	settings: TrackingSettings | undefined,
	order: TrackedOrder,
	target: TrackingTarget
): boolean {
	if ( ! settings || trackedIds.has( order.transactionId ) ) {
		return false;
	}
	trackedIds.add( order.transactionId );
	if ( settings.ecommerce ) {
		sendPurchase( target.win, order );
	}
	if ( settings.ads ) {
		sendAdsConversion( target.win, settings.ads, order );
	}
	if ( settings.searchTag ) {
		sendSearchConversion( target.win, order );
	}
	if ( settings.affiliate ) {
		const url = affiliatePixelUrl( settings.affiliate, order );
		if ( url ) {
			target.loadPixel( url );
		}
	}
	return true;
}

/** The browser's own page: its globals and an image request for pixels. */
export function browserTrackingTarget(): TrackingTarget {
	return {
		win: window as unknown as TrackingWindow,
		loadPixel: ( url ) => {
			const image = new Image( 1, 1 );
			image.referrerPolicy = 'no-referrer';
			image.src = url;
		},
	};
}
