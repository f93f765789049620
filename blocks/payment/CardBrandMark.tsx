import { __ } from '@wordpress/i18n';

import type { CardBrand } from './card';

type KnownBrand = Exclude< CardBrand, 'unknown' >;

/**
 * The brand's name is the mark's text alternative: a screen reader hears "Visa" where others see the mark.
 */
export const brandName = ( brand: KnownBrand ): string =>
	( {
		amex: __( 'American Express', 'formation-orders' ),
		visa: __( 'Visa', 'formation-orders' ),
		mastercard: __( 'Mastercard', 'formation-orders' ),
		discover: __( 'Discover', 'formation-orders' ),
	} )[ brand ];

/** Drawn marks, not the brands' artwork: a plugin may not ship those, and these need no download. */
const MARKS: Record< KnownBrand, React.ReactElement > = {
	visa: (
		<>
			<rect width="40" height="26" rx="4" fill="#1a1f71" />
			<text
				x="20"
				y="17.5"
				fill="#fff"
				fontSize="11"
				fontWeight="700"
				fontStyle="italic"
				textAnchor="middle"
				fontFamily="Arial, sans-serif"
			>
				VISA
			</text>
		</>
	),
	mastercard: (
		<>
			<rect width="40" height="26" rx="4" fill="#222" />
			<circle cx="16" cy="13" r="8" fill="#eb001b" />
			<circle cx="24" cy="13" r="8" fill="#f79e1b" fillOpacity="0.85" />
		</>
	),
	amex: (
		<>
			<rect width="40" height="26" rx="4" fill="#006fcf" />
			<text
				x="20"
				y="17"
				fill="#fff"
				fontSize="9"
				fontWeight="700"
				textAnchor="middle"
				fontFamily="Arial, sans-serif"
			>
				AMEX
			</text>
		</>
	),
	discover: (
		<>
			<rect width="40" height="26" rx="4" fill="#fff" stroke="#767676" />
			<circle cx="29" cy="13" r="5" fill="#e55c20" />
			<text
				x="4"
				y="16"
				fill="#222"
				fontSize="6.5"
				fontWeight="700"
				fontFamily="Arial, sans-serif"
			>
				DISC
			</text>
		</>
	),
};

/**
 * The mark of the card's brand, once the first digits tell it; nothing for a number no brand starts.
 */
export function CardBrandMark( {
	brand,
}: {
	brand: CardBrand;
} ): React.ReactElement | null {
	if ( brand === 'unknown' ) {
		return null;
	}
	return (
		<svg
			className={ `fo-card-brand__mark fo-card-brand__mark--${ brand }` }
			role="img"
			aria-label={ brandName( brand ) }
			viewBox="0 0 40 26"
			width="40"
			height="26"
			focusable="false"
		>
			{ MARKS[ brand ] }
		</svg>
	);
}
