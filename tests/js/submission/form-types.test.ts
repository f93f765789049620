import orderForm from '../../../blocks/order-form/block.json';
import {
	formTypeLabel,
	formTypeOptions,
	FORM_TYPES,
} from '../../../src/submission/form-types';

describe( 'form types', () => {
	it( 'are the order form block’s formType enum, the one list', () => {
		expect( FORM_TYPES ).toEqual( orderForm.attributes.formType.enum );
		expect( formTypeOptions().map( ( option ) => option.value ) ).toEqual(
			orderForm.attributes.formType.enum
		);
	} );

	it.each( orderForm.attributes.formType.enum )(
		'%s has a name of its own in the editor',
		( formType ) => {
			expect( formTypeLabel( formType ) ).not.toBe( formType );
		}
	);
} );
