import { makeAutoObservable } from 'mobx';

import { registeredAgentLine, type CartLine } from '../pricing/cart-lines';
import { sumMoney } from '../pricing/money';
import type { FormDataStore } from './FormDataStore';
import type { ProductsStore } from './ProductsStore';

/**
 * The cart, derived from the choices in the form data and the loaded products, so it can never disagree
 * with them.
 */
export class CartStore {
	constructor(
		private formData: FormDataStore,
		private products: ProductsStore
	) {
		makeAutoObservable< CartStore, 'formData' | 'products' >( this, {
			formData: false,
			products: false,
		} );
	}

	get lines(): CartLine[] {
		const state = this.formData.selectedState?.key;
		const product = state
			? this.products.registeredAgentProduct( state )
			: undefined;
		return product && state
			? [ registeredAgentLine( product, state ) ]
			: [];
	}

	get total(): number {
		return sumMoney(
			this.lines.map( ( line ) => line.price * line.quantity )
		);
	}

	get isEmpty(): boolean {
		return this.lines.length === 0;
	}
}
