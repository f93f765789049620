import {
	nextStepNumber,
	relabel,
} from '../../../../blocks/form-step/step-label';

describe( 'relabel', () => {
	it( 'moves the key with the label while the key was made from the label', () => {
		expect(
			relabel( { label: 'Step 3', key: 'step-3' }, 'Your documents' )
		).toEqual( {
			label: 'Your documents',
			key: 'your-documents',
		} );
		expect( relabel( { label: '', key: '' }, 'Company' ) ).toEqual( {
			label: 'Company',
			key: 'company',
		} );
	} );

	it( 'keeps a key the editor chose', () => {
		expect(
			relabel( { label: 'Company', key: 'business' }, 'Your company' )
		).toEqual( {
			label: 'Your company',
			key: 'business',
		} );
	} );
} );

describe( 'nextStepNumber', () => {
	it.each( [
		[
			'a form of two steps gets "Step 3"',
			[
				{ label: 'Company', key: 'company' },
				{ label: 'Payment', key: 'payment' },
			],
			3,
		],
		[ 'a form without steps gets "Step 1"', [], 1 ],
		[
			'a label already "Step 3" is skipped',
			[
				{ label: 'Step 3', key: 'a' },
				{ label: 'B', key: 'b' },
			],
			4,
		],
		[
			'a key already "step-3" is skipped',
			[
				{ label: 'A', key: 'step-3' },
				{ label: 'B', key: 'b' },
			],
			4,
		],
	] )( '%s', ( _, steps, number ) => {
		expect( nextStepNumber( steps ) ).toBe( number );
	} );
} );
