import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { companyFacts } from '../../../src/order/company-facts';
import { orderStore } from './order-store';

const rules = {
	websiteId: '1',
	isKnownProduct: ( id: number ) =>
		isKnownProductId( id ) || isCartProductId( id ),
	isProductOption,
	tokenStatus: () => 'usable' as const,
};

const company = ( answers: Record< string, unknown > ) =>
	companyFacts( { companyInformation: answers } );

describe( 'the company questions in the order’s company', () => {
	it.each( [
		[ 'nothing asked, nothing added', {}, {} ],
		[
			'the alternate name',
			{ altCompanyName: ' Gadgets LLC ' },
			{ alternate_name: 'Gadgets LLC' },
		],
		[
			'the home state',
			{ homeState: { key: 'DE', value: 'Delaware' } },
			{ home_state: 'DE' },
		],
		[
			'the formation date',
			{ formationDate: '03/14/2015' },
			{ formation_date: '03/14/2015' },
		],
		[
			'"I don\'t know my Formation Date" sends none',
			{ formationDate: '03/14/2015', formationDateNotKnown: true },
			{},
		],
		[
			'the UBI number when the company has one',
			{ ubiNumberToggle: true, ubiNumber: '600123456' },
			{ ubi_number: '600123456' },
		],
		[
			'no UBI number after No',
			{ ubiNumberToggle: false, ubiNumber: '600123456' },
			{},
		],
		[
			'the number of a name already reserved',
			{
				nameReservation: { key: 'yes', value: 'Yes' },
				nameReservationNumber: 'NR-42',
			},
			{ name_reservation_number: 'NR-42' },
		],
		[
			'no reservation number after No',
			{
				nameReservation: { key: 'no', value: 'No' },
				nameReservationNumber: 'NR-42',
			},
			{},
		],
	] )( '%s', ( _what, answers, expected ) => {
		expect( company( answers ) ).toEqual( expected );
	} );

	it( 'reaches the sandbox, whose strict checker accepts them and refuses a UBI number that is not 9 digits', async () => {
		const { store, submit } = orderStore( 'registered-agent-signup' );
		store.formData.set(
			'companyInformation.altCompanyName',
			'Gadgets LLC'
		);
		store.formData.set( 'companyInformation.formationDate', '03/14/2015' );
		store.formData.set( 'companyInformation.ubiNumberToggle', true );
		store.formData.set( 'companyInformation.ubiNumber', '600123456' );
		const order = await submit();
		const sent = ( order.companies as Array< { company: object } > )[ 0 ]
			.company;
		expect( sent ).toMatchObject( {
			alternate_name: 'Gadgets LLC',
			formation_date: '03/14/2015',
			ubi_number: '600123456',
		} );
		expect( findSignupProblem( order, rules ) ).toBeNull();
		( sent as Record< string, unknown > ).ubi_number = '60012345';
		expect( findSignupProblem( order, rules ) ).toMatch(
			/ubi_number must be 9 digits/
		);
	} );
} );
