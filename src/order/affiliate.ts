import type { CartLine } from '../pricing/cart-lines';
import { sumMoney } from '../pricing/money';

/** The two affiliate networks and the cookies their links leave (the Cookie Helper's presets). */
export const AFFILIATE_NETWORKS = {
	everflow: { code: 'efaffid', click: 'efclickid', offer: 'efoid' },
	shareasale: { code: 'shareasaleSSCID' },
} as const;

export type AffiliatePlatform = keyof typeof AFFILIATE_NETWORKS;

export interface AffiliateBlock {
	platform: AffiliatePlatform;
	order_number: string;
	affiliate_code: string;
	xtype: string;
	cartTotalForAffiliate: number;
}

/**
 * The cookies of a `document.cookie` string, by name.
 */
export function parseCookies( cookieString: string ): Record< string, string > {
	const cookies: Record< string, string > = {};
	for ( const part of cookieString.split( ';' ) ) {
		const at = part.indexOf( '=' );
		if ( at > 0 ) {
			const name = part.slice( 0, at ).trim();
			try {
				cookies[ name ] = decodeURIComponent(
					part.slice( at + 1 ).trim()
				);
			} catch {
				cookies[ name ] = part.slice( at + 1 ).trim();
			}
		}
	}
	return cookies;
}

/**
 * What the affiliate earns commission on: the services bought, after coupons, without the state's fees,
 * processing surcharges and card fees, which pass through to the state.
 */
export function cartTotalForAffiliate( cart: CartLine[] ): number {
	return sumMoney(
		cart
			.filter( ( line ) => ! line.disabled && ! line.bundled )
			.map( ( line ) => line.price * line.quantity )
	);
}

/**
 * The affiliate block of the order when the visitor came through one of the two networks: ShareASale's click
 * id, else Everflow's affiliate (or click) id. None without their cookies.
 * @param orderNumber Our number for this order, the same on every retry of it.
 * @param xtype       What was sold, for the network's commission groups: the form type.
 */
export function affiliateBlock(
	cookies: Record< string, string >,
	orderNumber: string,
	xtype: string,
	cart: CartLine[]
): AffiliateBlock | null {
	const shareasale = cookies[ AFFILIATE_NETWORKS.shareasale.code ];
	const everflow =
		cookies[ AFFILIATE_NETWORKS.everflow.code ] ||
		cookies[ AFFILIATE_NETWORKS.everflow.click ];
	let platform: AffiliatePlatform;
	let code: string;
	if ( shareasale ) {
		platform = 'shareasale';
		code = shareasale;
	} else if ( everflow ) {
		platform = 'everflow';
		code = everflow;
	} else {
		return null;
	}
	return {
		platform,
		order_number: orderNumber,
		affiliate_code: code,
		xtype,
		cartTotalForAffiliate: cartTotalForAffiliate( cart ),
	};
}
