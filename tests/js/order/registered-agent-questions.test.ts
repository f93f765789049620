import metadata from '../../../blocks/registered-agent-questions/block.json';
import { registeredAgentQuestionsFields } from '../../../blocks/registered-agent-questions/fields';
import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { priceOrder } from '../../../sandbox/src/oracle';
import { findSignupProblem } from '../../../sandbox/src/signup';
import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { orderStore } from './order-store';

/**
 * "Registered agent change question" with its change-of-agent product, and the "affiliate code (only if the
 * primary bundle enables it)", from the block's own default products.
 */
const rules = {
	websiteId: '1',
	isKnownProduct: ( id: number ) =>
		isKnownProductId( id ) || isCartProductId( id ),
	isProductOption,
	tokenStatus: () => 'usable' as const,
};

const DEFAULT_PRODUCTS = metadata.attributes.products
	.default as ConfiguredProduct[];

const questions = ( products: ConfiguredProduct[] = DEFAULT_PRODUCTS ) => ( {
	name: 'registered-agent-questions',
	attributes: { products },
} );

const AGENT = {
	name: 'filing-methods',
	attributes: {
		products: [
			{
				saveAs: 'registeredAgent',
				category: 'registered-agent',
				primary: true,
			},
		],
	},
};

describe( 'changing registered agent: the change-of-agent product ($49)', () => {
	it.each( [
		// [ rule, changing agent, file the change, in the cart ]
		[ 'not answered: out', undefined, undefined, false ],
		[ 'Yes and file the change: in (checked)', 'yes', true, true ],
		[ 'Yes without the filing: out (unchecked)', 'yes', false, false ],
		[
			'No, even with the filing ticked before: out (removed)',
			'no',
			true,
			false,
		],
	] as const )( '%s', async ( _rule, changing, file, inCart ) => {
		const { store } = orderStore( 'registered-agent-signup', [
			AGENT,
			questions(),
		] );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		if ( changing ) {
			store.formData.set( 'companyInformation.changingRegisteredAgent', {
				key: changing,
				value: changing,
			} );
		}
		if ( file !== undefined ) {
			store.formData.set(
				'companyInformation.addChangeOfAgentProduct',
				file
			);
		}
		const line = store.cart.lines.find(
			( candidate ) => candidate.saveAs === 'changeOfAgent'
		);
		expect( line !== undefined ).toBe( inCart );
		expect( store.cart.total ).toBe( 149 + ( inCart ? 49 : 0 ) );
	} );

	it( 'is required: "changing registered agent"', () => {
		const { store } = orderStore( 'registered-agent-signup', [
			AGENT,
			questions(),
		] );
		expect( store.steps.validateAll() ).toBe( false );
		expect(
			store.validation.errorOf(
				'companyInformation.changingRegisteredAgent.key'
			)
		).toBe( 'Are you changing your registered agent? is required' );
	} );

	it( 'sends the filing, which the sandbox knows and prices', async () => {
		const { store, submit } = orderStore( 'registered-agent-signup', [
			AGENT,
			questions(),
		] );
		store.formData.set( 'companyInformation.changingRegisteredAgent', {
			key: 'yes',
			value: 'Yes',
		} );
		store.formData.set(
			'companyInformation.addChangeOfAgentProduct',
			true
		);
		const order = await submit();
		expect(
			order.companies[ 0 ].products.map( ( line ) => [
				line.saveAs,
				line.product_id,
			] )
		).toEqual( [
			[ 'registeredAgent', 1004 ],
			[ 'changeOfAgent', 4030 ],
		] );
		expect( findSignupProblem( order, rules ) ).toBeNull();
		expect( priceOrder( order ).totalCents ).toBe( ( 149 + 49 ) * 100 );
	} );
} );

describe( 'affiliate code: only when the primary bundle enables it', () => {
	const bundle = ( config: object, primary = true ): ConfiguredProduct => ( {
		saveAs: 'suppliesKit',
		category: 'bundle',
		product_id: 4101,
		primary,
		config,
	} );

	it.each( [
		[ 'no bundle: not asked', [], false ],
		[
			'a primary bundle with affiliate_code_toggle: asked',
			[ bundle( { affiliate_code_toggle: true } ) ],
			true,
		],
		[
			'a primary product marked a bundle (the editor\'s "Bundle" toggle) with it: asked',
			[
				{
					...bundle( { affiliate_code_toggle: true } ),
					category: 'llc',
					isBundle: true,
				},
			],
			true,
		],
		[
			'a primary product of another category, not a bundle, with it: not asked',
			[
				{
					...bundle( { affiliate_code_toggle: true } ),
					category: 'llc',
				},
			],
			false,
		],
		[ 'a primary bundle without it: not asked', [ bundle( {} ) ], false ],
		[
			'an opt-in bundle with it: not asked (only the primary bundle)',
			[ bundle( { affiliate_code_toggle: true }, false ) ],
			false,
		],
	] )( '%s', ( _rule, products, asked ) => {
		const paths = registeredAgentQuestionsFields( {
			changingAgentLabel: '',
			affiliateCodeLabel: '',
			products: [ ...DEFAULT_PRODUCTS, ...products ],
		} ).map( ( field ) => field.path );
		expect( paths.includes( 'affiliateCode' ) ).toBe( asked );
	} );

	it( 'is required when asked, and travels in the primary bundle’s data', async () => {
		const products = [
			...DEFAULT_PRODUCTS,
			bundle( { affiliate_code_toggle: true } ),
		];
		const { store, submit } = orderStore( 'registered-agent-signup', [
			AGENT,
			questions( products ),
		] );
		store.formData.set( 'companyInformation.changingRegisteredAgent', {
			key: 'no',
			value: 'No',
		} );
		expect( store.steps.validateAll() ).toBe( false );
		expect( store.validation.errorOf( 'affiliateCode' ) ).toBe(
			'Affiliate Code is required'
		);
		store.formData.set( 'affiliateCode', 'PARTNER42' );
		expect( store.steps.validateAll() ).toBe( true );
		const order = await submit();
		const kit = order.companies[ 0 ].products.find(
			( line ) => line.saveAs === 'suppliesKit'
		);
		expect( kit?.data.affiliate_code ).toBe( 'PARTNER42' );
		expect( findSignupProblem( order, rules ) ).toBeNull();
		expect( priceOrder( order ).problems ).toEqual( [] );
	} );
} );
