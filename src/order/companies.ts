import type { ConfiguredProduct } from '../cart/cart-config';
import type { FinalProduct } from './final-products';
import { SECOND_COMPANY_NAME } from './product-data/second-company';
import { text } from '../form-data/read-answers';

export interface OrderCompany {
	company: Record< string, unknown >;
	products: FinalProduct[];
	notes?: string;
}

/**
 * "companies (each with products and company, optional notes)": the company the form is about, and on a
 * double LLC order the second company with the products filed for it (configured with `company: "second"`),
 * taken out of the first one's. The second company shares the first one's entity type, industry and NAICS
 * code: the two are formed together.
 * @param first      The form's company with every product of the order.
 * @param configured The form's configured products.
 */
export function withSecondCompany(
	values: object,
	first: OrderCompany,
	configured: ConfiguredProduct[]
): OrderCompany[] {
	const forSecond = new Set(
		configured
			.filter( ( product ) => product.company === 'second' )
			.map( ( product ) => product.saveAs )
	);
	const secondProducts = first.products.filter( ( line ) =>
		forSecond.has( line.saveAs )
	);
	if ( secondProducts.length === 0 ) {
		return [ first ];
	}
	return [
		{
			...first,
			products: first.products.filter(
				( line ) => ! forSecond.has( line.saveAs )
			),
		},
		{
			company: {
				...first.company,
				name: text( values, SECOND_COMPANY_NAME ),
				position: '',
			},
			products: secondProducts,
		},
	];
}
