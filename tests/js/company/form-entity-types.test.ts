import {
	entityTypesUnderForm,
	withFormEntityTypes,
} from '../../../src/company/form-entity-types';
import { testConfig } from '../store/fake-transport';

describe( 'the order form’s "Allowed entity types"', () => {
	it.each( [
		// Form, block, offered.
		[ [], [], [] ],
		[ [], [ 'LLC', 'Corp' ], [ 'LLC', 'Corp' ] ],
		[ [ 'NP Corp' ], [], [ 'NP Corp' ] ],
		[ [ 'Corp', 'LLC' ], [], [ 'LLC', 'Corp' ] ],
		[ [ 'LLC', 'Corp' ], [ 'Corp', 'PLLC' ], [ 'Corp' ] ],
		// The block allows none of the form's types: the form's setting governs the page.
		[ [ 'Corp' ], [ 'LLC' ], [ 'Corp' ] ],
		[ [ 'Not a type' ], [ 'LLC' ], [ 'LLC' ] ],
	] )( 'form %p, block %p: %p', ( form, block, offered ) => {
		expect( entityTypesUnderForm( form, block ) ).toEqual( offered );
	} );

	it( 'narrows every company block of the layout, and nothing else', () => {
		const config = testConfig( { formType: 'business-formation' } );
		config.engine = { allowedEntityTypes: [ 'NP Corp' ] };
		const narrowed = withFormEntityTypes( config );
		const company = narrowed.form.steps[ 0 ].modules.find(
			( module ) => module.name === 'company-information'
		);
		expect( company?.attributes.entityTypes ).toEqual( [ 'NP Corp' ] );
		expect( narrowed.form.steps[ 0 ].modules[ 0 ] ).toBe(
			config.form.steps[ 0 ].modules[ 0 ]
		);
		// Without the setting, the layout is the page's own.
		expect( withFormEntityTypes( testConfig() ) ).toEqual( testConfig() );
	} );
} );
