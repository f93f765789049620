import { blankForm } from '../../../../blocks/order-form/blank-form';

describe( 'blankForm', () => {
	it( 'is one step, with the payment module when the form type places an order', () => {
		expect( blankForm( 'business-formation' ) ).toEqual( [
			[
				'formation-orders/form-step',
				{ key: 'step-1', label: 'Step 1' },
				[ [ 'formation-orders/payment' ] ],
			],
		] );
		expect( blankForm( 'contact' ) ).toEqual( [
			[
				'formation-orders/form-step',
				{ key: 'step-1', label: 'Step 1' },
				[],
			],
		] );
	} );
} );
