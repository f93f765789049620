import {
	choiceOfEntityType,
	entityTypeForChoice,
} from '../../../src/company/individual-or-business';

describe( 'Individual or Business', () => {
	// "Choosing Individual sets entity type to Individual; choosing Business restores the previously chosen
	// business entity type."
	it.each( [
		// choice, entity type held, business type remembered, entity type after the choice
		[ 'individual', 'LLC', null, 'Individual' ],
		[ 'individual', null, 'Corp', 'Individual' ],
		[ 'business', 'Individual', 'Corp', 'Corp' ],
		[ 'business', 'PLLC', 'Corp', 'PLLC' ],
		[ 'business', 'Individual', null, null ],
		[ 'business', null, null, null ],
		[ 'business', 'Individual', 'Individual', null ],
	] as const )(
		'%s with %s held and %s remembered leaves %s',
		( choice, current, remembered, expected ) => {
			expect( entityTypeForChoice( choice, current, remembered ) ).toBe(
				expected
			);
		}
	);

	it.each( [
		[ 'Individual', 'individual' ],
		[ 'LLC', 'business' ],
		[ 'Sole Proprietorship', 'business' ],
		[ 'Trust', 'business' ],
	] )( 'the entity type %s is the %s card', ( entityType, card ) => {
		expect( choiceOfEntityType( entityType ) ).toBe( card );
	} );
} );
