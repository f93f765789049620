import {
	engineSettingsOf,
	formLayoutAttributes,
	orderFormAttributes,
	type TooltipMode,
	type ValidationMode,
} from '../../../../blocks/order-form/attributes';
import metadata from '../../../../blocks/order-form/block.json';

const declared = Object.keys( metadata.attributes ).sort();

/** The modes the code acts on, each named once: a mode the type lacks, or one it adds, is a compile error here. */
const VALIDATION_MODES: Record< ValidationMode, true > = {
	aggressive: true,
	lazy: true,
	eager: true,
	passive: true,
};
const TOOLTIP_MODES: Record< TooltipMode, true > = {
	popover: true,
	modal: true,
};

describe( "the order form's attributes", () => {
	it( 'are read one by one from block.json: an attribute added there without a reader, or a reader of one it lacks, fails', () => {
		expect(
			Object.keys( orderFormAttributes( undefined ) ).sort()
		).toEqual( declared );
	} );

	it( 'fall in two groups the page prints apart, the layout and the engine settings, each attribute in one', () => {
		const layout = Object.keys( formLayoutAttributes( undefined ) );
		const engine = Object.keys( engineSettingsOf( undefined ) );
		expect( layout.filter( ( key ) => engine.includes( key ) ) ).toEqual(
			[]
		);
		expect( [ ...layout, ...engine ].sort() ).toEqual( declared );
	} );

	it( "take block.json's defaults for whatever is missing", () => {
		const parsed: Record< string, unknown > = orderFormAttributes( {} );
		for ( const [ key, schema ] of Object.entries( metadata.attributes ) ) {
			expect( [ key, parsed[ key ] ] ).toEqual( [
				key,
				'default' in schema ? schema.default : '',
			] );
		}
	} );

	it( 'keep values of the declared type and refuse the others', () => {
		const parsed = orderFormAttributes( {
			formType: 'contact',
			stepMode: 'no',
			validationMode: 'sometimes',
			tooltipMode: 'modal',
			errorToastTimeout: 2500,
			allowedEntityTypes: [ 'LLC', 7 ],
			preselectedEntityType: 'Pirate Ship',
			contactUrl: 5,
		} );
		expect( parsed ).toMatchObject( {
			formType: 'contact',
			stepMode: true,
			validationMode: 'aggressive',
			tooltipMode: 'modal',
			errorToastTimeout: 2500,
			allowedEntityTypes: [ 'LLC' ],
			preselectedEntityType: '',
			contactUrl: '/contact/',
		} );
	} );

	it( "name the validation and tooltip modes the code handles, as block.json's enums do", () => {
		expect( Object.keys( VALIDATION_MODES ).sort() ).toEqual(
			[ ...metadata.attributes.validationMode.enum ].sort()
		);
		expect( Object.keys( TOOLTIP_MODES ).sort() ).toEqual(
			[ ...metadata.attributes.tooltipMode.enum ].sort()
		);
	} );
} );
