import { legalSubscriptionData } from '../../../src/order/product-data/legal-subscription';

describe( "the legal plan's product data", () => {
	it.each( [
		[
			'the whole intake',
			{
				legalNeeds: '  A lease to review.\n',
				isStateResident: true,
				trademarkAgreement: true,
			},
			{
				legal_needs: 'A lease to review.',
				state_resident: true,
				trademark_agreement: true,
			},
		],
		// A box sent unticked reaches the server, which refuses it: it is not dropped here.
		[
			'boxes unticked',
			{ isStateResident: false, trademarkAgreement: false },
			{ state_resident: false, trademark_agreement: false },
		],
		// A law-on-call bought as an opt-in of a formation form was asked none of it.
		[ 'a form that asked nothing', {}, {} ],
		[ 'blank legal needs', { legalNeeds: '   ' }, {} ],
	] )( '%s', ( _what, companyInformation, expected ) => {
		expect( legalSubscriptionData( { companyInformation } ) ).toEqual(
			expected
		);
	} );
} );
