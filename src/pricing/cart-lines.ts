import type { Product } from '../api/types';

/**
 * One line of the cart (orders-and-checkout.md §3, "Cart line"); later pricing rules fill the other fields.
 */
export interface CartLine {
	name: string;
	quantity: number;
	product_id: number;
	saveAs: string;
	price: number;
	originalPrice: number;
	state: string;
	duration: number;
	durationFormatted: string;
	data: Record< string, unknown >;
}

/**
 * A duration in months shown in years: "1 Year", "2 Years".
 * @param months
 */
export function formatDuration( months: number ): string {
	const years = months / 12;
	return years === 1 ? '1 Year' : `${ years } Years`;
}

export function registeredAgentLine(
	product: Product,
	state: string
): CartLine {
	const duration = product.duration ?? 12;
	return {
		name: product.name,
		quantity: 1,
		product_id: product.product_id ?? product.id,
		saveAs: 'registeredAgent',
		price: product.price,
		originalPrice: product.price,
		state,
		duration,
		durationFormatted: formatDuration( duration ),
		data: { state },
	};
}
