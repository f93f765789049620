/**
 * The Products panel's state (src/editor/product-list.ts). A product configured in a form has saveAs (its key),
 * category, multiState, state, product_id, isBundle, config
 * (jurisdiction_limit_toggle, jurisdiction_limit_select, fieldTriggerToggle, orConditions ...).
 */
import {
	addProduct,
	amountFromText,
	freeSaveAs,
	jurisdictionsFromText,
	productIdFromText,
	productProblems,
	productsOf,
	removeProduct,
	triggerConditions,
	updateProduct,
	termsFromText,
	updateProductConfig,
	type EditedProduct,
	type ProductProblems,
} from '../../../src/editor/product-list';
import { configuredProductsOf } from '../../../src/cart/cart-config';

const book: EditedProduct = {
	saveAs: 'corporateBook',
	category: 'corporate-book',
};
/** A product written by hand, with keys the panel does not edit. */
const agent: EditedProduct = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
	durations: [ 12, 24, 36 ],
	defaultDuration: 12,
	visibility: { formTypes: [ 'business-formation' ] },
	config: { expedite: 'kept', fieldTriggerToggle: false },
};

describe( 'editing the list', () => {
	it.each< [ string, EditedProduct[], EditedProduct[] ] >( [
		[
			'"Add product" appends one with a free key and no category',
			addProduct( [ book ] ),
			[ book, { saveAs: 'product2', category: '' } ],
		],
		[
			'removing one keeps the others in order',
			removeProduct( [ agent, book, { ...book, saveAs: 'x' } ], 1 ),
			[ agent, { ...book, saveAs: 'x' } ],
		],
		[
			'changing the key keeps every other key, known or not',
			updateProduct( [ agent ], 0, { saveAs: 'agent' } ),
			[ { ...agent, saveAs: 'agent' } ],
		],
		[
			'a toggle switched off removes its key',
			updateProduct( [ agent ], 0, { primary: undefined } ),
			[
				{
					saveAs: 'registeredAgent',
					category: 'registered-agent',
					durations: [ 12, 24, 36 ],
					defaultDuration: 12,
					visibility: { formTypes: [ 'business-formation' ] },
					config: { expedite: 'kept', fieldTriggerToggle: false },
				},
			],
		],
		[
			'a config change keeps the config’s other keys',
			updateProductConfig( [ agent ], 0, {
				jurisdiction_limit_toggle: true,
				jurisdiction_limit_select: [ 'DE', 'WY' ],
			} ),
			[
				{
					...agent,
					config: {
						expedite: 'kept',
						fieldTriggerToggle: false,
						jurisdiction_limit_toggle: true,
						jurisdiction_limit_select: [ 'DE', 'WY' ],
					},
				},
			],
		],
		[
			'a config left empty goes',
			updateProductConfig(
				[ { ...book, config: { fieldTriggerToggle: true } } ],
				0,
				{ fieldTriggerToggle: undefined }
			),
			[ book ],
		],
		[
			'the first config setting creates the config',
			updateProductConfig( [ book ], 0, { fieldTriggerToggle: true } ),
			[ { ...book, config: { fieldTriggerToggle: true } } ],
		],
	] )( '%s', ( _, actual, expected ) => {
		expect( actual ).toEqual( expected );
	} );

	it( 'never changes the list it is given', () => {
		const products = [ agent, book ];
		const copy = JSON.parse( JSON.stringify( products ) );
		updateProduct( products, 0, { saveAs: 'x', primary: undefined } );
		updateProductConfig( products, 0, { expedite: undefined } );
		removeProduct( products, 1 );
		expect( products ).toEqual( copy );
	} );

	it.each( [
		[ [], 'product1' ],
		[ [ book ], 'product2' ],
		[ [ { ...book, saveAs: 'product2' } ], 'product3' ],
	] )( 'a free key after %j is %s', ( products, key ) => {
		expect( freeSaveAs( products as EditedProduct[] ) ).toBe( key );
	} );

	it( 'reads only objects from the attribute', () => {
		expect( productsOf( [ book, null, 'x', 3 ] ) ).toEqual( [ book ] );
		expect( productsOf( undefined ) ).toEqual( [] );
	} );
} );

describe( 'typed values', () => {
	it.each< [ string, number | string | undefined ] >( [
		[ '4001', 4001 ],
		[ ' 4001 ', 4001 ],
		[ '', undefined ],
		[ '40a', '40a' ],
		[ '-3', '-3' ],
	] )( 'the product id %p is saved as %p', ( text, saved ) => {
		expect( productIdFromText( text ) ).toBe( saved );
	} );

	it.each< [ string, string[] ] >( [
		[ 'DE, WY', [ 'DE', 'WY' ] ],
		[ 'de,wy,', [ 'DE', 'WY' ] ],
		[ 'ny ca', [ 'NY', 'CA' ] ],
		[ '', [] ],
	] )( 'the jurisdictions %p are %p', ( text, codes ) => {
		expect( jurisdictionsFromText( text ) ).toEqual( codes );
	} );

	it.each< [ string, number | string | undefined ] >( [
		[ '89', 89 ],
		[ '89.50', 89.5 ],
		[ '', undefined ],
		[ '$89', '$89' ],
	] )( 'the amount %p is saved as %p', ( text, saved ) => {
		expect( amountFromText( text ) ).toBe( saved );
	} );

	it.each< [ string, Array< number | string > ] >( [
		[ '12, 24, 36', [ 12, 24, 36 ] ],
		[ '12,24,', [ 12, 24 ] ],
		[ '12, two', [ 12, 'two' ] ],
		[ '', [] ],
	] )( 'the terms %p are %p', ( text, terms ) => {
		expect( termsFromText( text ) ).toEqual( terms );
	} );

	it( 'trigger conditions without a field key are not saved', () => {
		expect(
			triggerConditions( [
				{ andConditions: [ { fieldKey: '', fieldVal: 'x' } ] },
			] )
		).toBeUndefined();
		expect(
			triggerConditions( [
				{
					andConditions: [
						{ fieldKey: 'taxIDSelection', fieldVal: 'ssn' },
						{ fieldKey: '', fieldVal: '' },
					],
				},
			] )
		).toEqual( [
			{
				andConditions: [
					{ fieldKey: 'taxIDSelection', fieldVal: 'ssn' },
				],
			},
		] );
	} );
} );

describe( 'what the panel asks to fix', () => {
	it.each< [ string, EditedProduct[], ProductProblems[] ] >( [
		[ 'a complete product: nothing', [ agent, book ], [ {}, {} ] ],
		[
			'saveAs is required',
			[ { ...book, saveAs: '' } ],
			[ { saveAs: 'Enter a key.' } ],
		],
		[
			'saveAs is one word',
			[ { ...book, saveAs: 'corporate book' } ],
			[
				{
					saveAs: 'Use one word of letters, digits, "-" or "_", starting with a letter.',
				},
			],
		],
		[
			'saveAs is unique within the block: the later one is marked',
			[ book, agent, { ...book, category: 'corporate-seal' } ],
			[
				{},
				{},
				{
					saveAs: 'Product 1 of this block already has the key "corporateBook". Each key may be used once.',
				},
			],
		],
		[
			'a category is required',
			[ { saveAs: 'product1', category: '' } ],
			[ { category: 'Choose a category.' } ],
		],
		[
			'a product id is a whole number above 0',
			[ { ...book, product_id: '40a' as unknown as number } ],
			[
				{
					productId:
						'Enter a whole number above 0, or leave it empty.',
				},
			],
		],
		[
			'a bundle needs its product id',
			[ { saveAs: 'identity', category: 'bundle' } ],
			[
				{
					productId:
						'A bundle needs the product ID of its catalog bundle.',
				},
			],
		],
		[
			'a jurisdiction limit names at least one jurisdiction',
			[ { ...book, config: { jurisdiction_limit_toggle: true } } ],
			[
				{
					jurisdictions:
						'Name at least one jurisdiction: with none, the product is never offered.',
				},
			],
		],
		[
			'a jurisdiction limit names known jurisdictions',
			[
				{
					...book,
					config: {
						jurisdiction_limit_toggle: true,
						jurisdiction_limit_select: [ 'DE', 'XX', 'OUTSIDE_US' ],
					},
				},
			],
			[ { jurisdictions: 'Unknown jurisdiction codes: XX.' } ],
		],
		[
			'a limit switched off is not checked',
			[
				{
					...book,
					config: {
						jurisdiction_limit_toggle: false,
						jurisdiction_limit_select: [ 'XX' ],
					},
				},
			],
			[ {} ],
		],
		[
			'a trigger needs a condition',
			[
				{
					...book,
					config: {
						fieldTriggerToggle: true,
						orConditions: [ { andConditions: [] } ],
					},
				},
			],
			[
				{
					conditions:
						'Add a condition: with none, the product never reaches the cart.',
				},
			],
		],
		[
			'a trigger with a condition is complete',
			[
				{
					...book,
					config: {
						fieldTriggerToggle: true,
						orConditions: [
							{
								andConditions: [
									{
										fieldKey: 'isBusinessFormed',
										fieldVal: true,
									},
								],
							},
						],
					},
				},
			],
			[ {} ],
		],
		[
			'a multi-state agent with a bulk price of $89 from 5 states is complete',
			[
				{
					saveAs: 'registeredAgent',
					category: 'registered-agent',
					multiState: true,
					bulkPrice: 89,
					bulkQuantity: 5,
				},
			],
			[ {} ],
		],
		[
			'a bulk price is an amount and needs its number of states',
			[
				{
					...agent,
					bulkPrice: '$89' as unknown as number,
				},
			],
			[
				{
					bulkPrice: 'Enter an amount in dollars, e.g. 89 or 89.50.',
					bulkQuantity:
						'Enter from how many states the bulk price applies.',
				},
			],
		],
		[
			'a bulk quantity is a whole number above 0',
			[ { ...agent, bulkPrice: 89, bulkQuantity: 0 } ],
			[ { bulkQuantity: 'Enter a whole number of states above 0.' } ],
		],
		[
			'terms are whole numbers of months',
			[
				{
					...agent,
					durations: [ 12, 'two' ] as unknown as number[],
				},
			],
			[
				{
					durations:
						'Terms are whole numbers of months, e.g. 12, 24, 36.',
				},
			],
		],
		[
			'the preselected term is one of the terms',
			[ { ...agent, durations: [ 24, 36 ] } ],
			[
				{
					durations:
						'The preselected term of 12 months is not offered: the first term will be.',
				},
			],
		],
	] )( '%s', ( _, products, problems ) => {
		expect( productProblems( products ) ).toEqual( problems );
	} );

	it( 'a duplicate key is what the form would drop, which is why it is refused', () => {
		const form = {
			formType: 'business-formation',
			stepMode: false,
			submitButtonText: '',
			termsText: '',
			termsUrl: '',
			phoneText: '',
			phoneNumber: '',
			steps: [
				{
					key: 'optional',
					label: 'Optional',
					modules: [
						{
							name: 'optional-products',
							attributes: {
								products: [
									book,
									{ ...book, category: 'corporate-seal' },
								],
							},
						},
					],
				},
			],
		};
		expect( configuredProductsOf( form ) ).toEqual( [ book ] );
	} );
} );
