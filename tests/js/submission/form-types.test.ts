import { readdirSync } from 'fs';
import { join } from 'path';

import {
	formTypeAttribute,
	formTypesForPhp,
	inEditorOrder,
} from '../../../src/submission/form-type-descriptor';
import { FORM_TYPE_DESCRIPTORS } from '../../../src/submission/form-type-files';
import {
	formTypeAttributeOfBlock,
	formTypeLabel,
	formTypeOf,
	formTypeOptions,
	FORM_TYPES,
} from '../../../src/submission/form-types';

const DESCRIPTOR_FILES = readdirSync(
	join( __dirname, '../../../src/form-types' )
);

describe( 'form types', () => {
	it( 'are the files of src/form-types/, each named by its slug', () => {
		expect( [ ...FORM_TYPES ].sort() ).toEqual(
			DESCRIPTOR_FILES.map( ( file ) =>
				file.replace( /\.ts$/, '' )
			).sort()
		);
	} );

	it( 'the editor offers them all, the default first, then orders, accounts, messages, applications', () => {
		expect( formTypeOptions().map( ( option ) => option.value ) ).toEqual(
			FORM_TYPES
		);
		expect( FORM_TYPES[ 0 ] ).toBe( 'registered-agent-signup' );
		const kinds = FORM_TYPES.slice( 1 ).map(
			( type ) => formTypeOf( type ).kind
		);
		const order = [ 'order', 'account', 'message', 'application' ];
		expect( kinds ).toEqual(
			[ ...kinds ].sort(
				( x, y ) => order.indexOf( x ) - order.indexOf( y )
			)
		);
		expect( new Set( kinds ) ).toEqual( new Set( order ) );
	} );

	it( 'the order form’s formType attribute is the descriptors’ slugs with the registered agent signup by default', () => {
		expect( formTypeAttributeOfBlock() ).toEqual( {
			type: 'string',
			enum: FORM_TYPES,
			default: 'registered-agent-signup',
		} );
	} );

	it( 'exactly one form type is the default', () => {
		const descriptors = inEditorOrder( FORM_TYPE_DESCRIPTORS );
		expect( () =>
			formTypeAttribute(
				descriptors.map( ( descriptor ) => ( {
					...descriptor,
					isDefault: true,
				} ) )
			)
		).toThrow(
			`Exactly one form type is the default; found ${ FORM_TYPES.length }.`
		);
		expect( () =>
			formTypeAttribute(
				descriptors.filter( ( descriptor ) => ! descriptor.isDefault )
			)
		).toThrow( /found 0/ );
	} );

	it( 'PHP is told each form type’s kind and whether it sends a captcha', () => {
		const php = formTypesForPhp( FORM_TYPE_DESCRIPTORS );
		expect( Object.keys( php ).sort() ).toEqual( [ ...FORM_TYPES ].sort() );
		expect( php[ 'registered-agent-signup' ] ).toEqual( {
			kind: 'order',
			captcha: false,
		} );
		expect( php[ 'free-account' ] ).toEqual( {
			kind: 'account',
			captcha: true,
		} );
		expect( php.login ).toEqual( { kind: 'account', captcha: false } );
		expect( php.contact ).toEqual( { kind: 'message', captcha: true } );
		expect( php[ 'job-application' ] ).toEqual( {
			kind: 'application',
			captcha: true,
		} );
	} );

	it.each( FORM_TYPES )(
		'%s has a name of its own in the editor',
		( formType ) => {
			expect( formTypeLabel( formType ) ).not.toBe( formType );
		}
	);

	it( 'a form type without a descriptor shows as it is written', () => {
		expect( formTypeLabel( 'old-type' ) ).toBe( 'old-type' );
	} );
} );
