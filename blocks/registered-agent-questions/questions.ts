import type { ConfiguredProduct } from '../../src/cart/cart-config';

export const CHANGING_AGENT_PATH = 'companyInformation.changingRegisteredAgent';
export const ADD_CHANGE_OF_AGENT_PATH =
	'companyInformation.addChangeOfAgentProduct';
export const AFFILIATE_CODE_PATH = 'affiliateCode';

/** The change-of-agent filing among the block's products. */
export const changeOfAgentProductOf = (
	products: ConfiguredProduct[]
): ConfiguredProduct | undefined =>
	products.find( ( product ) => product.category === 'change-of-agent' );

/**
 * "Affiliate code (only if the primary bundle enables it)": a primary bundle of the block whose configuration
 * turns the affiliate code on. A bundle is a product of the bundle category or one marked a bundle (the
 * editor's "Bundle" toggle), the same rule the Products panel uses to offer "Ask for an affiliate code".
 */
export const affiliateCodeAsked = ( products: ConfiguredProduct[] ): boolean =>
	products.some(
		( product ) =>
			( product.category === 'bundle' || product.isBundle === true ) &&
			product.primary === true &&
			product.config?.affiliate_code_toggle === true
	);
