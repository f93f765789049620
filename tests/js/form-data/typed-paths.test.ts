import { initialFormData } from '../../../src/form-data/form-data-tree';
import { readAt, writeAt } from '../../../src/form-data/typed-paths';

describe( 'typed paths of the form data tree', () => {
	it( 'read and write the dotted paths the tree declares', () => {
		const tree = initialFormData( 'business-formation', '1.0.0' );
		const saveAs = 'registeredAgent';
		writeAt( tree, `productState.${ saveAs }.checked`, true );
		writeAt( tree, 'companyInformation.state', {
			key: 'WY',
			value: 'Wyoming',
		} );
		expect( readAt( tree, `productState.${ saveAs }.checked` ) ).toBe(
			true
		);
		expect( readAt( tree, 'companyInformation.state' )?.key ).toBe( 'WY' );
		expect( readAt( tree, 'companyInformation.entityType' ) ).toEqual( {
			key: 'LLC',
			value: 'LLC',
		} );
		expect( readAt( tree, 'billingType' ) ).toBe( 'yearly' );
	} );

	it( 'refuse, at compile time, a path or a value the tree does not declare', () => {
		const tree = initialFormData( 'business-formation', '1.0.0' );
		const saveAs = 'registeredAgent';
		// Each line below must stay a type error: `npm run typecheck` fails if one starts compiling.
		// @ts-expect-error a misspelt path is not in the tree
		writeAt( tree, 'companyInformation.entityTyp', null );
		// @ts-expect-error a misspelt leaf under a map key is not in the tree either
		writeAt( tree, `productState.${ saveAs }.chekced`, true );
		// @ts-expect-error billing is yearly or monthly
		writeAt( tree, 'billingType', 'weekly' );
		// @ts-expect-error a state is a {key, value} choice
		writeAt( tree, 'companyInformation.state', 'WY' );
		// @ts-expect-error what a misspelt path reads compares with nothing
		expect( readAt( tree, 'stepSeenStatus.0.sen' ) === true ).toBe( false );
		// At run time the dotted-path helpers still write what they are given.
		expect( readAt( tree, 'billingType' ) ).toBe( 'weekly' );
	} );
} );
