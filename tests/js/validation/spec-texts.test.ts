/**
 * Texts the spec words exactly, where a module's fields carry them: the multi-state picker's "at least one",
 * the vehicle type's label.
 */
import { multiStatePickerAttributes } from '../../../blocks/multi-state-picker/attributes';
import { multiStatePickerFields } from '../../../blocks/multi-state-picker/fields';
import { vehicleInformationAttributes } from '../../../blocks/vehicle-information/attributes';
import { vehicleFields } from '../../../blocks/vehicle-information/fields';
import { validate } from '../../../src/validation/validate';

describe( 'the spec’s texts on module fields', () => {
	const [ states ] = multiStatePickerFields(
		multiStatePickerAttributes( {
			label: 'States where you need a registered agent',
			products: [
				{
					saveAs: 'registeredAgent',
					category: 'registered-agent',
					multiState: true,
				},
			],
		} )
	);
	const statesError = ( ticked: unknown ) =>
		validate( { productState: { registeredAgent: { states: ticked } } }, [
			states,
		] )[ states.path ];

	it.each( [
		[ 'none ticked yet', undefined ],
		[ 'an empty map', {} ],
		[ 'every state unticked again', { CA: false, TX: false } ],
	] )(
		'the multi-state picker with %s: "At least one jurisdiction must be selected"',
		( _what, ticked ) => {
			expect( statesError( ticked ) ).toBe(
				'At least one jurisdiction must be selected'
			);
		}
	);

	it( 'the multi-state picker with one state ticked passes', () => {
		expect( statesError( { CA: false, TX: true } ) ).toBeUndefined();
	} );

	it( 'the vehicle type is labelled "Vehicle Type" (its row\'s legend numbers the vehicle)', () => {
		const fields = vehicleFields(
			1,
			{} as Parameters< typeof vehicleFields >[ 1 ],
			vehicleInformationAttributes( {} )
		);
		expect( fields.type.label ).toBe( 'Vehicle Type' );
		expect( validate( {}, [ fields.type ] )[ fields.type.path ] ).toBe(
			'Vehicle Type is required'
		);
	} );
} );
