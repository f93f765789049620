import {
	attributesParser,
	choice,
	configuredProducts,
	flag,
	number,
	text,
	textList,
} from '../../../src/modules/attributes';

const metadata = {
	name: 'formation-orders/example',
	attributes: {
		label: { type: 'string', default: 'State' },
		open: { type: 'boolean', default: false },
		limit: { type: 'number', default: 5 },
		mode: {
			type: 'string',
			enum: [ 'popover', 'modal' ],
			default: 'popover',
		},
		codes: { type: 'array', default: [] },
		products: { type: 'array', default: [] },
	},
};

const parse = attributesParser( metadata, {
	label: text,
	open: flag,
	limit: number,
	mode: choice,
	codes: textList,
	products: configuredProducts,
} );

describe( 'a block attribute parser', () => {
	it( 'gives block.json defaults for whatever is missing', () => {
		expect( parse( undefined ) ).toEqual( {
			label: 'State',
			open: false,
			limit: 5,
			mode: 'popover',
			codes: [],
			products: [],
		} );
	} );

	it( 'keeps values of the declared type', () => {
		expect(
			parse( {
				label: 'Your state',
				open: true,
				limit: 0,
				mode: 'modal',
				codes: [ 'DE', 'WY' ],
				products: [ { saveAs: 'agent', category: 'registered-agent' } ],
			} )
		).toEqual( {
			label: 'Your state',
			open: true,
			limit: 0,
			mode: 'modal',
			codes: [ 'DE', 'WY' ],
			products: [ { saveAs: 'agent', category: 'registered-agent' } ],
		} );
	} );

	it.each( [
		[ 'label', 42, 'State' ],
		[ 'open', 'yes', false ],
		[ 'limit', Number.NaN, 5 ],
		[ 'mode', 'banner', 'popover' ],
		[ 'codes', 'DE', [] ],
	] )(
		'puts the default in place of a %s of the wrong type (%p)',
		( key, value, expected ) => {
			expect( parse( { [ key ]: value } )[ key as 'label' ] ).toEqual(
				expected
			);
		}
	);

	it( 'drops list entries that are not what the list holds', () => {
		const parsed = parse( {
			codes: [ 'DE', 7, null ],
			products: [
				{ saveAs: 'agent', category: 'registered-agent' },
				{ saveAs: 'no category' },
				null,
			],
		} );
		expect( parsed.codes ).toEqual( [ 'DE' ] );
		expect( parsed.products.map( ( product ) => product.saveAs ) ).toEqual(
			[ 'agent' ]
		);
	} );

	it( 'refuses, when the module loads, a block.json default its reader does not accept', () => {
		expect( () =>
			attributesParser(
				{
					name: 'formation-orders/broken',
					attributes: { label: { type: 'string', default: 3 } },
				},
				{ label: text }
			)
		).toThrow(
			'formation-orders/broken: block.json\'s default of "label" is not a value the block accepts.'
		);
	} );
} );
