import { initialFormData } from '../../../src/form-data/form-data-tree';
import { readAt, writeAt } from '../../../src/form-data/typed-paths';
import { FormDataStore } from '../../../src/store/FormDataStore';
import type { FieldRule } from '../../../src/validation/validate';

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

	it( 'reach into lists by index, and into the branches the modules fill', () => {
		const tree = initialFormData( 'vehicle-registration', '1.0.0' );
		writeAt( tree, 'vehicleInformation.vehicles', [ { products: {} } ] );
		writeAt( tree, 'vehicleInformation.vehicles.0.vehicleVIN', 'VIN1' );
		writeAt( tree, 'formationDetails.members', [ { firstName: 'Ada' } ] );
		writeAt( tree, 'formationDetails.president.address.zip', '82001' );
		writeAt( tree, 'jobInformation.clientServicesInfo', 'Gladly' );
		expect(
			readAt( tree, 'vehicleInformation.vehicles.0.vehicleVIN' )
		).toBe( 'VIN1' );
		expect( readAt( tree, 'formationDetails.members.0.firstName' ) ).toBe(
			'Ada'
		);
		expect( readAt( tree, 'formationDetails.president.address' ) ).toEqual(
			{ zip: '82001' }
		);
		expect( readAt( tree, 'jobInformation.clientServicesInfo' ) ).toBe(
			'Gladly'
		);
	} );

	it( 'refuse, at compile time, a field, a store read or a list path the tree does not declare', () => {
		const formData = new FormDataStore( 'job-application', '1.0.0' );
		// Each line below must stay a type error: `npm run typecheck` fails if one starts compiling.
		const field: FieldRule = {
			// @ts-expect-error a field's path is a declared path
			path: 'jobInformation.resumee',
			label: 'Resume',
			rules: 'required',
		};
		const underMap: FieldRule = {
			// @ts-expect-error under a map key, a field's path is declared too
			path: 'productState.registeredAgent.chekced',
			label: 'Registered Agent',
			rules: '',
		};
		// @ts-expect-error a list entry's field is declared by the entry's type
		formData.set( 'vehicleInformation.vehicles.0.vin', 'VIN1' );
		// @ts-expect-error an index is a number
		formData.get( 'formationDetails.members.first.firstName' );
		// @ts-expect-error a project's upload describes a file, it is not text
		formData.set( 'jobInformation.projects.0.projectUpload', 'cv.pdf' );
		// At run time the store still reads and writes what it is given.
		expect( field.path ).toBe( 'jobInformation.resumee' );
		expect( underMap.path ).toBe( 'productState.registeredAgent.chekced' );
		expect( formData.list( 'vehicleInformation.vehicles' ) ).toEqual( [
			{ vin: 'VIN1' },
		] );
	} );
} );
