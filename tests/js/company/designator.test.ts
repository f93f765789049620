import { designatorOf, withDesignator } from '../../../src/company/designator';

describe( 'the name’s ending and the designator stay in sync ("LLC, L.L.C., Limited Liability Company")', () => {
	it.each( [
		[ 'Acme LLC', 'LLC' ],
		[ 'Acme llc', 'LLC' ],
		[ 'Acme, LLC', 'LLC' ],
		[ 'Acme L.L.C.', 'L.L.C.' ],
		[ 'Acme Limited Liability Company', 'Limited Liability Company' ],
		[ 'Acme limited liability company ', 'Limited Liability Company' ],
		[ 'Acme', null ],
		[ 'Acme Holdings', null ],
		[ 'LLC Partners', null ],
		[ 'AcmeLLC', null ],
	] )( 'typing "%s" chooses %s', ( name, designator ) => {
		expect( designatorOf( name ) ).toBe( designator );
	} );

	it.each( [
		[ 'Acme LLC', 'L.L.C.', 'Acme L.L.C.' ],
		[
			'Acme L.L.C.',
			'Limited Liability Company',
			'Acme Limited Liability Company',
		],
		[ 'Acme Limited Liability Company', 'LLC', 'Acme LLC' ],
		[ 'Acme, LLC', 'L.L.C.', 'Acme L.L.C.' ],
		[ 'Acme', 'LLC', 'Acme LLC' ],
		[ 'Acme  ', 'LLC', 'Acme LLC' ],
		[ '', 'LLC', '' ],
	] )(
		'choosing a designator turns "%s" with %s into "%s"',
		( name, designator, expected ) => {
			expect( withDesignator( name, designator ) ).toBe( expected );
		}
	);
} );
